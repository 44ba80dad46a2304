import { ALREADY_COMPLETED_MESSAGE, type CompletionResponse } from '@jamstalldhet/contract';
import { ApiError } from '../../http/api-error';
import type { CompletionResult } from './course-progress-types';

// The API's answer to a second completion (SPEC §8), one definition in the contract.
export { ALREADY_COMPLETED_MESSAGE };

/** Swedish messages of a completion that could not be decided; the answers are kept. */
export const COMPLETION_ERRORS = {
  offline:
    'Utbildningen kunde inte slutföras eftersom anslutningen bröts. Dina svar finns kvar. Försök igen när du är uppkopplad.',
  loggedOut: 'Du har blivit utloggad. Logga in igen för att slutföra utbildningen. Dina svar finns kvar.',
  server: 'Utbildningen kunde inte slutföras just nu. Dina svar finns kvar. Försök igen om en stund.',
} as const;

/** A completion the server answered: passed, or not passed with the blocks to look at. */
export function completionFromAnswer(answer: CompletionResponse): CompletionResult {
  if (answer.passed) {
    return { passed: true, certificateToken: answer.certificate?.token ?? null, alreadyCompleted: false };
  }
  return { passed: false, unanswered: answer.unanswered, wrong: answer.wrong };
}

/** True for the 400 that means a logged-in learner had completed the course before: a success. */
export function isAlreadyCompleted(error: unknown): boolean {
  return error instanceof ApiError && error.statusCode === 400 && error.message === ALREADY_COMPLETED_MESSAGE;
}

/**
 * A failed completion call as the learner should read it. The API's own 4xx messages are
 * Swedish and say what is wrong (e.g. `Utbildningen är inte öppen`); other failures get
 * a message of our own. Nothing is lost in any case: the answers stay where they were.
 */
export function completionError(error: unknown): CompletionResult {
  // fetch rejects with a TypeError when the network or the server cannot be reached.
  if (error instanceof TypeError) {
    return { passed: false, error: COMPLETION_ERRORS.offline };
  }
  if (!(error instanceof ApiError)) {
    return { passed: false, error: COMPLETION_ERRORS.server };
  }
  if (error.statusCode === 401) {
    return { passed: false, error: COMPLETION_ERRORS.loggedOut };
  }
  if (error.statusCode >= 400 && error.statusCode < 500 && error.message !== '') {
    return { passed: false, error: error.message };
  }
  return { passed: false, error: COMPLETION_ERRORS.server };
}
