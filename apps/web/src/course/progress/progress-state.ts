import type { BlockAnswer } from '@jamstalldhet/blocks';
import {
  applyPending,
  emptyProgress,
  forgetOtherCourses,
  type LearnerProgressState,
  recordAnswer,
} from '@jamstalldhet/blocks/engine';
import type { EducationProgress } from '@jamstalldhet/contract';

/** Whose progress the store holds: the anonymous visitor or one account (`user:{id}`). */
export type Owner = 'anonymous' | `user:${string}`;

/** Answers refused because an anonymous learner has unfinished answers in another course. */
export interface StoredConflict {
  educationId: number;
  otherEducationId: number;
  otherEducationTitle: string | null;
  /** Every refused answer, in order, so switching records them all. */
  answers: BlockAnswer[];
}

/** Where a logged-in learner's push stands; absent means idle (nothing under way, no failure). */
export type PushStatus = 'saving' | 'failed';

/** Everything the progress store knows during one visit, for every course. */
export interface ProgressState {
  /** Null while the session is still being checked. */
  owner: Owner | null;
  learner: LearnerProgressState;
  pushes: Record<number, PushStatus>;
  conflict: StoredConflict | null;
  /** Courses a logged-in learner completed in this visit (anonymous ones carry `completed`). */
  completed: Record<number, true>;
  certificateTokens: Record<number, string | null>;
  evaluationTokens: Record<number, string>;
  /** An anonymous learner's unfinished course, offered to be kept on the account just logged in. */
  mergeOffer: EducationProgress | null;
}

export const EMPTY_LEARNER: LearnerProgressState = { saved: {}, pending: [] };

export function initialProgressState(owner: Owner | null, learner = EMPTY_LEARNER): ProgressState {
  return {
    owner,
    learner,
    pushes: {},
    conflict: null,
    completed: {},
    certificateTokens: {},
    evaluationTokens: {},
    mergeOffer: null,
  };
}

/** The course title kept with stored progress, so dialogs can name the course later. */
export const TITLE_FIELD = 'educationTitle';

export function progressTitle(progress: EducationProgress | undefined | null): string | null {
  const title = progress?.[TITLE_FIELD];
  return typeof title === 'string' && title !== '' ? title : null;
}

function withTitle(learner: LearnerProgressState, educationId: number, title: string | null) {
  const progress = learner.saved[educationId];
  if (!progress || title === null || progressTitle(progress) === title) {
    return learner;
  }
  return { ...learner, saved: { ...learner.saved, [educationId]: { ...progress, [TITLE_FIELD]: title } } };
}

/**
 * An answer from a block: held as a pending change (`recordAnswer`) and merged into the
 * progress at once (`applyPending`), so it is on the device before anything else can happen.
 * A refused answer (anonymous, another course in progress) becomes the conflict to show.
 */
export function answerGiven(
  state: ProgressState,
  answer: BlockAnswer,
  options: { title: string | null; now: number },
): ProgressState {
  const anonymous = state.owner === 'anonymous';
  const result = recordAnswer(state.learner, answer, { anonymous });
  if (result.recorded) {
    const learner = withTitle(applyPending(result.state, options.now), answer.educationId, options.title);
    return { ...state, learner };
  }
  const earlier = state.conflict?.educationId === answer.educationId ? state.conflict.answers : [];
  const other = state.learner.saved[result.otherEducationId];
  return {
    ...state,
    conflict: {
      educationId: answer.educationId,
      otherEducationId: result.otherEducationId,
      otherEducationTitle: progressTitle(other),
      answers: [...earlier.filter((given) => given.blockId !== answer.blockId), answer],
    },
  };
}

/** The learner chose this course: the other course's answers go, the refused ones are recorded. */
export function courseSwitched(state: ProgressState, options: { title: string | null; now: number }) {
  const conflict = state.conflict;
  if (!conflict) {
    return state;
  }
  let next: ProgressState = {
    ...state,
    conflict: null,
    learner: forgetOtherCourses(state.learner, conflict.educationId),
  };
  for (const answer of conflict.answers) {
    next = answerGiven(next, answer, options);
  }
  return next;
}

/** The learner keeps the other course; the refused answers are dropped. */
export function otherCourseKept(state: ProgressState): ProgressState {
  return { ...state, conflict: null };
}

/** The progress of one course as held now, or an empty record to build on. */
export function progressOf(state: ProgressState, educationId: number): EducationProgress {
  return state.learner.saved[educationId] ?? emptyProgress(educationId);
}
