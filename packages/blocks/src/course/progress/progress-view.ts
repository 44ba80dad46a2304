import type { EducationProgress } from '@jamstalldhet/contract';
import {
  hasUnsavedAnswers,
  heldProgress,
  type SaveState,
  saveState,
  shownConflict,
} from '../../engine/index';
import type { OtherCourseConflict } from './course-progress-types';
import type { ProgressState } from './progress-state';

/** Saved progress with any pending change merged in, or null when nothing is known yet. */
export function progressFor(state: ProgressState, educationId: number): EducationProgress | null {
  return heldProgress(state.learner, educationId);
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

/** The conflict, as the pages of the course where the answer was refused see it (`shownConflict`). */
export function conflictFor(state: ProgressState, educationId: number): OtherCourseConflict | null {
  return shownConflict(state.conflict, educationId);
}
