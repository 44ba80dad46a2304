import {
  answersByBlock,
  hasUnsavedAnswers,
  mergeProgress,
  type SaveState,
  saveState,
} from '@jamstalldhet/blocks/engine';
import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import type { OtherCourseConflict } from './course-progress-types';
import type { ProgressState } from './progress-state';

/** Saved progress with any pending change merged in, or null when nothing is known yet. */
export function progressFor(state: ProgressState, educationId: number): EducationProgress | null {
  const saved = state.learner.saved[educationId] ?? null;
  const pending = state.learner.pending.filter((entry) => entry.educationId === educationId);
  if (pending.length === 0) {
    return saved;
  }
  // Merging for display only: the time is the saved one, so nothing looks newly modified.
  const base = saved ?? { educationId, entries: [], lastModified: null, lastPush: null, completed: false };
  return mergeProgress(base, pending, base.lastModified ?? 0);
}

/** Values per block id of both parts (normal and evaluation), pending answers over saved ones. */
export function answersFor(
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

/** Where the learner's answers are (`saveState`). */
export function saveStateFor(state: ProgressState, educationId: number): SaveState {
  const anonymous = state.owner === 'anonymous';
  return saveState({ anonymous, push: state.pushes[educationId], progress: progressFor(state, educationId) });
}

/** Answers a logged-in learner gave that are not on the server yet. */
export function hasUnsavedAnswersFor(state: ProgressState, educationId: number): boolean {
  return hasUnsavedAnswers(saveStateFor(state, educationId));
}

/** The conflict, as the pages of the course where the answer was refused see it. */
export function conflictFor(state: ProgressState, educationId: number): OtherCourseConflict | null {
  const conflict = state.conflict;
  const answer = conflict?.answers.at(-1);
  if (!conflict || !answer || conflict.educationId !== educationId) {
    return null;
  }
  return {
    otherEducationId: conflict.otherEducationId,
    otherEducationTitle: conflict.otherEducationTitle,
    answer,
  };
}
