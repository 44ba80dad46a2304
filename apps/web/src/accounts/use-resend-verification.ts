import { operations } from '@jamstalldhet/contract';
import { useState } from 'react';
import { ApiError } from '../http/api-error';
import { useApi, useAuth } from '../site/services';

export type ResendState = 'idle' | 'sending' | 'sent' | 'failed';

export const RESEND_SENT = 'E-post skickat.';
const RESEND_FAILED = 'E-posten kunde inte skickas just nu. Försök igen om en stund.';

/**
 * 'Skicka e-post igen' (SPEC §4): asks the API for a new verification mail. Status 200 means
 * sent; an address that turned out to be verified already refreshes the user, so the bar goes.
 * A 401 here does not end the session (SPEC §8; the API client exempts this call).
 */
export function useResendVerification() {
  const api = useApi();
  const { refreshUser } = useAuth();
  const [state, setState] = useState<ResendState>('idle');
  const [failure, setFailure] = useState('');

  async function send() {
    if (state === 'sending') {
      return;
    }
    setState('sending');
    try {
      const answer = await api.call(operations.requestVerificationMail);
      setState('sent');
      if (answer.already_verified) {
        await refreshUser();
      }
    } catch (error) {
      // A 429 says in words how long to wait; other failures get a plain request to try later.
      setFailure(error instanceof ApiError && error.statusCode === 429 ? error.message : RESEND_FAILED);
      setState('failed');
    }
  }

  /** What to announce: the success or failure of the last attempt, or nothing. */
  const message = state === 'sent' ? RESEND_SENT : state === 'failed' ? failure : '';
  return { state, message, send };
}
