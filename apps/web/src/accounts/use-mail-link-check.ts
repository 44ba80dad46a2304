import { type AsyncState, useAsync } from '@jamstalldhet/blocks';
import { useCallback } from 'react';
import { useApi } from '../app/services';
import { ApiError } from '../http/api-error';

/** Whether a mailed link still works: being checked, usable, used up or unknown, or not known. */
export type MailLinkState = 'checking' | 'valid' | 'invalid' | 'error';

/** The `verify_token` calls of docs/api.md: 200 for a live link, 404 for any other. */
export type VerifyTokenPath = '/api/user/forgot_password/verify_token' | '/api/user/verify_mail/verify_token';

/**
 * Checks a mailed link's token before the page offers anything (docs/api.md). A 404 (or a 400
 * for a malformed token) is no error to report: SPEC §8 swallows it, and the page simply says
 * the link is no longer valid. Other failures can be retried.
 */
export function useMailLinkCheck(path: VerifyTokenPath, token: string) {
  const api = useApi();
  const check = useCallback(() => api.post<{ valid: boolean }>(path, { token }), [api, path, token]);
  const { state, reload } = useAsync(check, `${path} ${token}`);
  return { state: linkState(state), retry: reload };
}

function linkState(state: AsyncState<{ valid: boolean }>): MailLinkState {
  switch (state.status) {
    case 'idle':
    case 'loading':
      return 'checking';
    case 'success':
      return state.data.valid ? 'valid' : 'invalid';
    case 'error':
      return isDeadLink(state.error) ? 'invalid' : 'error';
    default:
      return state satisfies never;
  }
}

function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 400);
}
