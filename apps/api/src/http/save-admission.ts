import { HttpError } from './errors';

/** What a learner's save is told when the process has as many saves under way as it takes. */
export const SAVES_FULL_MESSAGE =
  'Servern har mycket att göra just nu. Dina svar finns kvar och sparas om en stund.';

/** When to come back: the course player keeps the answers and sends them again at its next round. */
export const SAVES_FULL_RETRY_SECONDS = 5;

/**
 * Learners' saves under way in this process at most (issue 25). A database takes writes at its
 * own pace; past it, each more save only waits longer, until clients time out and send again,
 * and every learner's wait grows. A save beyond the limit is refused at once with 503 and
 * `Retry-After`; the course player keeps the answers and sends them at its next round, so
 * nothing is lost, and the saves let in stay fast.
 *
 * Only the count decides. A refusal by the oldest save's wait was tried and dropped: on a busy
 * machine it refused saves a graceful stop must still answer, and one account's saves waiting
 * their turn looked like a database behind.
 *
 * @example const admit = saveAdmission(200); await admit(() => save(answers));
 */
export function saveAdmission(limit: number) {
  let underWay = 0;
  return async function admit<T>(save: () => Promise<T>): Promise<T> {
    if (underWay >= limit) {
      throw new HttpError(503, SAVES_FULL_MESSAGE, undefined, SAVES_FULL_RETRY_SECONDS);
    }
    underWay += 1;
    try {
      return await save();
    } finally {
      underWay -= 1;
    }
  };
}
