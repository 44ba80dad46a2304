import type { EducationProgress } from '@jamstalldhet/contract';
import { mergeStoredProgress } from './progress-record';

/**
 * Another tab of this browser stored its progress for the same learner. Its answers join the
 * ones held here, course by course, the newer answer per block winning (`mergeStoredProgress`),
 * so two tabs of one course never erase each other's answers when each writes the device's
 * document in turn. Courses only one side has are kept: dropping one here could lose an answer
 * the other tab has not seen yet. Returns `held` itself when nothing is new, so the two tabs
 * do not write back and forth.
 *
 * @example const saved = mergeOtherTabProgress(learner.saved, storedByTheOtherTab);
 */
export function mergeOtherTabProgress(
  held: Record<number, EducationProgress>,
  stored: Record<number, EducationProgress>,
): Record<number, EducationProgress> {
  let saved = held;
  for (const incoming of Object.values(stored)) {
    const current = saved[incoming.educationId];
    const merged = current ? mergeStoredProgress(current, incoming) : incoming;
    if (merged !== current) {
      saved = { ...saved, [incoming.educationId]: merged };
    }
  }
  return saved;
}
