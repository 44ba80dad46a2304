import { HttpError } from './errors';

/** What a learner's save is told when the process has as many saves under way as it takes. */
export const SAVES_FULL_MESSAGE =
  'Servern har mycket att göra just nu. Dina svar finns kvar och sparas om en stund.';

/** When to come back: the course player keeps the answers and sends them again at its next round. */
export const SAVES_FULL_RETRY_SECONDS = 5;

/** A save waiting longer than this says the database is behind: new saves are refused until it catches up. */
export const SAVE_WAIT_LIMIT_MS = 1000;

/**
 * One account's saves under way at most: its saves take turns (storage/learning.ts), so more
 * would only queue, and one account sending hundreds at once must not fill the process for all.
 */
export const SAVES_PER_ACCOUNT_MAX = 8;

/** What an account sending more saves at once than that is told (429). */
export const SAVES_PER_ACCOUNT_MESSAGE =
  'För många sparningar på en gång från ditt konto. Försök igen om en stund.';

/**
 * Admission of learners' saves in this process (issue 25). A database takes writes at its own
 * pace; past it, each more save only waits longer, until clients time out and send again and
 * every learner's wait grows. A save is refused at once (503 with `Retry-After`) while `limit`
 * saves are under way, or while the oldest of them has waited `waitLimitMs` or more; the course
 * player keeps the answers and sends them at its next round, so nothing is lost, and the saves
 * let in stay fast. When the oldest save is answered, saves are taken again. One account has at
 * most `SAVES_PER_ACCOUNT_MAX` saves under way; more are refused with 429.
 *
 * @example const admit = saveAdmission(200); await admit(user.id, () => save(answers));
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
  const perAccount = new Map<number, number>();
  return async function admit<T>(accountId: number, save: () => Promise<T>): Promise<T> {
    const accountSaves = perAccount.get(accountId) ?? 0;
    if (accountSaves >= SAVES_PER_ACCOUNT_MAX) {
      throw new HttpError(429, SAVES_PER_ACCOUNT_MESSAGE, undefined, SAVES_FULL_RETRY_SECONDS);
    }
    if (underWay.size >= limit || oldestWait() >= waitLimitMs) {
      throw new HttpError(503, SAVES_FULL_MESSAGE, undefined, SAVES_FULL_RETRY_SECONDS);
    }
    const id = next;
    next += 1;
    underWay.set(id, now());
    perAccount.set(accountId, accountSaves + 1);
    try {
      return await save();
    } finally {
      underWay.delete(id);
      const left = (perAccount.get(accountId) ?? 1) - 1;
      if (left === 0) {
        perAccount.delete(accountId);
      } else {
        perAccount.set(accountId, left);
      }
    }
  };
}
