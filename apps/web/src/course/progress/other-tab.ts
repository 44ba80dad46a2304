import { mergeStoredProgress } from '@jamstalldhet/blocks/engine';
import type { EducationProgress } from '@jamstalldhet/contract';
import type { ProgressState } from './progress-state';

/**
 * Another tab of this browser stored its progress for the same owner (the `storage` event).
 * Its answers join the ones held here, course by course, the newer answer per block winning
 * (`mergeStoredProgress`), so two tabs of one course never erase each other's answers when
 * each writes the device's document in turn. Courses only one side has are kept: dropping
 * one here could lose an answer the other tab has not seen yet. Nothing new: the same state,
 * so the two tabs do not write back and forth.
 */
export function otherTabStored(
  state: ProgressState,
  stored: Record<number, EducationProgress>,
): ProgressState {
  let saved = state.learner.saved;
  for (const incoming of Object.values(stored)) {
    const held = saved[incoming.educationId];
    const merged = held ? mergeStoredProgress(held, incoming) : incoming;
    if (merged !== held) {
      saved = { ...saved, [incoming.educationId]: merged };
    }
  }
  return saved === state.learner.saved ? state : { ...state, learner: { ...state.learner, saved } };
}
