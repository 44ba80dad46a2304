import type { AsyncState } from '@jamstalldhet/blocks';
import { type operations, operationUrl } from '@jamstalldhet/contract';
import { useLoadState } from '../data/use-load-state';
import { ApiError } from '../http/api-error';
import { useApi } from '../site/services';

/** Whether a mailed link still works: being checked, usable, used up or unknown, or not known. */
export type MailLinkState = 'checking' | 'valid' | 'invalid' | 'error';

/** The calls that check a mailed link (docs/api.md): 200 for a live link, 404 for any other. */
export type MailLinkCheck =
  | typeof operations.checkPasswordResetLink
  | typeof operations.checkVerificationLink;

/**
 * Checks a mailed link's token before the page offers anything (docs/api.md). A 404 (or a 400
 * for a malformed token) is no error to report: SPEC §8 swallows it, and the page simply says
 * the link is no longer valid. Other failures can be retried.
 */
export function useMailLinkCheck(check: MailLinkCheck, token: string) {
  const api = useApi();
  // Cached under the call's address and the token it sends.
  const { state, reload } = useLoadState([operationUrl(check), token] as const, ([, checked]) =>
    api.call(check, { body: { token: checked } }),
  );
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
