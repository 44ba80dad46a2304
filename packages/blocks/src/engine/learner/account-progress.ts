import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import type { LearnerProgressState } from './pending-answers';
import { emptyProgress, lastPushAfter, mergeProgress } from './progress-record';
import { needsPush } from './sync';

/**
 * The session was still being checked when these answers were given: they belong to whoever it
 * turned out to be, so they join the new owner's progress course by course (newer per block).
 *
 * @example
 * carryCheckedAnswers(ownerLearner, checkingLearner.saved, Date.now()).saved[100]?.entries
 */
export function carryCheckedAnswers(
  learner: LearnerProgressState,
  checked: Readonly<Record<number, EducationProgress>>,
  now: number,
): LearnerProgressState {
  let next = learner;
  for (const progress of Object.values(checked)) {
    const base = next.saved[progress.educationId] ?? emptyProgress(progress.educationId);
    next = {
      ...next,
      saved: { ...next.saved, [progress.educationId]: mergeProgress(base, progress.entries, now) },
    };
  }
  return next;
}

/**
 * A push that started at `pushedAt` and carried `sent` succeeded: answers given since then,
 * and answers from before it that it did not carry (another tab's), are still pending.
 *
 * @example pushedProgress(progress, startedAt, sent).lastPush
 */
export function pushedProgress(
  progress: EducationProgress,
  pushedAt: number,
  sent: readonly ProgressEntry[],
): EducationProgress {
  return { ...progress, lastPush: lastPushAfter(progress, sent, pushedAt) };
}

/**
 * An anonymous learner passed the course: the device keeps the completed marker with the answers.
 *
 * @example completedProgress(progress).completed // true
 */
export function completedProgress(progress: EducationProgress): EducationProgress {
  return { ...progress, completed: true };
}

/**
 * Courses whose answers are not all on the server yet (`needsPush`): these stay on the device.
 *
 * @example Object.keys(unpushedCourses(learner)) // ['100']
 */
export function unpushedCourses(learner: LearnerProgressState): Record<number, EducationProgress> {
  return Object.fromEntries(Object.entries(learner.saved).filter(([, progress]) => needsPush(progress)));
}
