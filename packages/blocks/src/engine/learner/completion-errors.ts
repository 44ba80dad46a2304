import { ALREADY_COMPLETED_MESSAGE } from '@jamstalldhet/contract';

/** Swedish messages of a completion that could not be decided (SPEC §8); hosts may pass their own. */
export const defaultCompletionErrorTexts = {
  offline:
    'Utbildningen kunde inte slutföras eftersom anslutningen bröts. Dina svar finns kvar. Försök igen när du är uppkopplad.',
  loggedOut: 'Du har blivit utloggad. Logga in igen för att slutföra utbildningen. Dina svar finns kvar.',
  server: 'Utbildningen kunde inte slutföras just nu. Dina svar finns kvar. Försök igen om en stund.',
} as const;

export type CompletionErrorTexts = Record<keyof typeof defaultCompletionErrorTexts, string>;

/**
 * An error answer of the API as the host's client throws it: a number `statusCode` and the
 * API's `message` (docs/api.md). Anything else thrown is not an answer of the API.
 */
function apiAnswerOf(error: unknown): { statusCode: number; message: string } | null {
  if (typeof error !== 'object' || error === null) {
    return null;
  }
  const { statusCode, message } = error as { statusCode?: unknown; message?: unknown };
  if (typeof statusCode !== 'number') {
    return null;
  }
  return { statusCode, message: typeof message === 'string' ? message : '' };
}

/**
 * True for the 400 that means a logged-in learner had completed the course before (SPEC §8):
 * the client treats it as a success.
 *
 * @example
 * isAlreadyCompleted({ statusCode: 400, message: 'User has allready completed education' }); // true
 */
export function isAlreadyCompleted(error: unknown): boolean {
  const answer = apiAnswerOf(error);
  return answer !== null && answer.statusCode === 400 && answer.message === ALREADY_COMPLETED_MESSAGE;
}

/**
 * A failed completion call as the learner should read it. The API's own 4xx messages are
 * Swedish and say what is wrong (`Utbildningen är inte öppen`, a refused field); a lost
 * connection, an ended session and anything else get a message of their own. Nothing is lost
 * in any case: the answers stay where they were.
 *
 * @example
 * completionErrorMessage(new TypeError('Failed to fetch')); // defaultCompletionErrorTexts.offline
 * completionErrorMessage({ statusCode: 401, message: 'Unauthorized' }); // defaultCompletionErrorTexts.loggedOut
 */
export function completionErrorMessage(
  error: unknown,
  texts: CompletionErrorTexts = defaultCompletionErrorTexts,
): string {
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) {
    return texts.offline;
  }
  const answer = apiAnswerOf(error);
  if (answer === null) {
    return texts.server;
  }
  if (answer.statusCode === 401) {
    return texts.loggedOut;
  }
  if (answer.statusCode >= 400 && answer.statusCode < 500 && answer.message !== '') {
    return answer.message;
  }
  return texts.server;
}
