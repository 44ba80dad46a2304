import type { BlockPart, EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { emptyProgress, mergeProgress, sameEntry } from './progress-record';

// A learner's answers on a device before they are merged into saved progress, and the one
// rule that refuses one: an anonymous learner keeps answers for one course at a time.

/** An answer as a block reports it. */
export interface AnswerChange {
  educationId: number;
  blockId: string;
  values: string[];
  part?: BlockPart | undefined;
}

/** A learner's progress on a device: saved progress per education and changes not yet merged. */
export interface LearnerProgressState {
  saved: Record<number, EducationProgress>;
  pending: ProgressEntry[];
}

export type RecordAnswerResult =
  | { recorded: true; state: LearnerProgressState }
  | {
      recorded: false;
      reason: 'anonymous-other-course';
      otherEducationId: number;
      state: LearnerProgressState;
    };

/** The unfinished course an anonymous learner already has answers in, other than `educationId`. */
export function otherCourseInProgress(state: LearnerProgressState, educationId: number): number | null {
  for (const progress of Object.values(state.saved)) {
    if (progress.educationId !== educationId && !progress.completed && progress.entries.length > 0) {
      return progress.educationId;
    }
  }
  const pending = state.pending.find((entry) => entry.educationId !== educationId);
  return pending ? pending.educationId : null;
}

/**
 * Holds an answer as a pending change (SPEC §4), replacing an earlier pending answer to the
 * same block. An anonymous learner with unfinished progress in another course does not
 * get the change recorded; the result says so, and names that course, so the UI can tell
 * the learner and offer to switch ({@link forgetOtherCourses}).
 */
export function recordAnswer(
  state: LearnerProgressState,
  change: AnswerChange,
  options: { anonymous: boolean },
): RecordAnswerResult {
  if (options.anonymous) {
    const otherEducationId = otherCourseInProgress(state, change.educationId);
    if (otherEducationId !== null) {
      return { recorded: false, reason: 'anonymous-other-course', otherEducationId, state };
    }
  }
  const entry: ProgressEntry = {
    educationId: change.educationId,
    blockId: change.blockId,
    values: [...change.values],
    part: change.part ?? 'normal',
  };
  const pending = state.pending.filter(
    (existing) => !(existing.educationId === entry.educationId && sameEntry(existing, entry)),
  );
  return { recorded: true, state: { ...state, pending: [...pending, entry] } };
}

/** Merges every pending change into saved progress and clears the pending list. */
export function applyPending(state: LearnerProgressState, now: number = Date.now()): LearnerProgressState {
  const saved = { ...state.saved };
  for (const educationId of new Set(state.pending.map((entry) => entry.educationId))) {
    saved[educationId] = mergeProgress(saved[educationId] ?? emptyProgress(educationId), state.pending, now);
  }
  return { saved, pending: [] };
}

/** Drops unfinished progress in every course but `educationId` (the learner chose to switch). */
export function forgetOtherCourses(state: LearnerProgressState, educationId: number): LearnerProgressState {
  const saved = Object.fromEntries(
    Object.entries(state.saved).filter(
      ([, progress]) => progress.educationId === educationId || progress.completed,
    ),
  );
  return { saved, pending: state.pending.filter((entry) => entry.educationId === educationId) };
}
