import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { emptyProgress, mergeProgress } from './progress-record';

/**
 * A logged-in learner's answers as the server has them, joined with the ones held on this
 * device (SPEC §4). Held answers win over the server's, block by block: they are newer (given
 * in this visit, or kept on the device while the server could not be reached). Answers only
 * the server has are added. With nothing held, what came from the server counts as pushed at
 * `now`; held answers not yet pushed stay unpushed. Returns `held` itself when the server adds
 * nothing, so a host can tell that nothing changed.
 *
 * @example
 * mergeServerProgress(held, 100, [{ educationId: 100, blockId: 'q2', values: ['b'], part: 'normal' }], Date.now());
 * // held's answers, then q2
 */
export function mergeServerProgress(
  held: EducationProgress | undefined,
  educationId: number,
  serverEntries: readonly ProgressEntry[],
  now: number,
): EducationProgress {
  const entries = serverEntries.map((entry) => ({ ...entry, educationId }));
  if (!held) {
    return { ...emptyProgress(educationId), entries, lastPush: now };
  }
  const fromServer = entries.filter(
    (entry) => !held.entries.some((own) => own.blockId === entry.blockId && own.part === entry.part),
  );
  if (fromServer.length === 0) {
    return held;
  }
  return { ...held, entries: [...held.entries, ...fromServer] };
}

/**
 * The answers an anonymous learner chose to keep on the account just logged in (the login
 * merge): the normal part joins the account's progress as answers to push, a newer value per
 * block as `mergeProgress` decides. Evaluation answers stay behind.
 *
 * @example mergeAnonymousProgress(accountProgress, anonymousProgress, Date.now()).entries
 */
export function mergeAnonymousProgress(
  account: EducationProgress,
  anonymous: EducationProgress,
  now: number,
): EducationProgress {
  const entries = anonymous.entries.filter((entry) => entry.part === 'normal');
  return mergeProgress(account, entries, now);
}
