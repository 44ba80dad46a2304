import { HttpError } from './errors';

/** What a learner's save is told when the process has as many saves under way as it takes. */
export const SAVES_FULL_MESSAGE =
  'Servern har mycket att göra just nu. Dina svar finns kvar och sparas om en stund.';

/** When to come back: the course player keeps the answers and sends them again at its next round. */
export const SAVES_FULL_RETRY_SECONDS = 5;

/** A save waiting longer than this says the database is behind: new saves are refused until it catches up. */
export const SAVE_WAIT_LIMIT_MS = 1000;

/**
 * Admission of learners' saves in this process (issue 25). A database takes writes at its own
 * pace; past it, each more save only waits longer, until clients time out and send again and
 * every learner's wait grows. A save is refused at once (503 with `Retry-After`) while `limit`
 * saves are under way, or while the oldest of them has waited `waitLimitMs` or more; the course
 * player keeps the answers and sends them at its next round, so nothing is lost, and the saves
 * let in stay fast. When the oldest save is answered, saves are taken again.
 *
 * @example const admit = saveAdmission(200); await admit(() => save(answers));
 */
export function saveAdmission(
  limit: number,
  waitLimitMs = SAVE_WAIT_LIMIT_MS,
  now = () => performance.now(),
) {
  // When each save under way started, by a number of its own; a Map keeps them oldest first.
  const underWay = new Map<number, number>();
  let next = 0;
  const oldestWait = () => {
    for (const started of underWay.values()) {
      return now() - started;
    }
    return 0;
  };
  return async function admit<T>(save: () => Promise<T>): Promise<T> {
    if (underWay.size >= limit || oldestWait() >= waitLimitMs) {
      throw new HttpError(503, SAVES_FULL_MESSAGE, undefined, SAVES_FULL_RETRY_SECONDS);
    }
    const id = next;
    next += 1;
    underWay.set(id, now());
    try {
      return await save();
    } finally {
      underWay.delete(id);
    }
  };
}
