import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { answersByBlock } from './answers';
import type { LearnerProgressState } from './pending-answers';
import { emptyProgress, mergeProgress } from './progress-record';

/**
 * A course's progress as the learner sees it now: the saved progress with the changes not yet
 * merged laid over it, or null when nothing is known. Merged for display only: the time is the
 * saved one, so nothing looks newly modified.
 *
 * @example heldProgress(learner, 100)?.entries
 */
export function heldProgress(learner: LearnerProgressState, educationId: number): EducationProgress | null {
  const saved = learner.saved[educationId] ?? null;
  const pending = learner.pending.filter((entry) => entry.educationId === educationId);
  if (pending.length === 0) {
    return saved;
  }
  const base = saved ?? emptyProgress(educationId);
  return mergeProgress(base, pending, base.lastModified ?? 0);
}

/**
 * Values per block id of both parts (normal and evaluation), for the blocks' `answers`: the
 * course's pending answers over its saved ones.
 *
 * @example heldAnswers(progress.entries, learner.pending, 100).get('q1') // ['ja']
 */
export function heldAnswers(
  savedEntries: readonly ProgressEntry[],
  pending: readonly ProgressEntry[],
  educationId: number,
): Map<string, readonly string[]> {
  const answers = new Map<string, readonly string[]>([
    ...answersByBlock(savedEntries, 'normal'),
    ...answersByBlock(savedEntries, 'evaluation'),
  ]);
  for (const entry of pending) {
    if (entry.educationId === educationId) {
      answers.set(entry.blockId, entry.values);
    }
  }
  return answers;
}
