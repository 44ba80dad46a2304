import type { EducationProgress } from '@jamstalldhet/contract';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import {
  type CourseConflict,
  emptyProgress,
  giveAnswer,
  type LearnerProgressState,
  type PushStatus,
  switchCourse,
  withFirstCheck,
  withReachedPage,
} from '../../engine/index';

/** Whose progress the store holds: the anonymous visitor or one account (`user:{id}`). */
export type Owner = 'anonymous' | `user:${string}`;

/** Answers refused by the one-course-at-a-time rule, with the other course's title if known. */
export interface StoredConflict extends CourseConflict<BlockAnswer> {
  otherEducationTitle: string | null;
}

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
 * An answer from a block, on the device at once (`giveAnswer`), with the course title kept.
 * A refused answer (anonymous, another course in progress) becomes the conflict to show.
 */
export function answerGiven(
  state: ProgressState,
  answer: BlockAnswer,
  options: { title: string | null; now: number },
): ProgressState {
  const anonymous = state.owner === 'anonymous';
  const result = giveAnswer(state.learner, state.conflict, answer, { anonymous, now: options.now });
  if (result.recorded) {
    return { ...state, learner: withTitle(result.learner, answer.educationId, options.title) };
  }
  const other = state.learner.saved[result.conflict.otherEducationId];
  return { ...state, conflict: { ...result.conflict, otherEducationTitle: progressTitle(other) } };
}

/** The learner chose this course: the other course's answers go, the refused ones are recorded. */
export function courseSwitched(state: ProgressState, options: { title: string | null; now: number }) {
  const conflict = state.conflict;
  if (!conflict) {
    return state;
  }
  const learner = switchCourse(state.learner, conflict, options.now);
  return { ...state, conflict: null, learner: withTitle(learner, conflict.educationId, options.title) };
}

/** The learner keeps the other course; the refused answers are dropped. */
export function otherCourseKept(state: ProgressState): ProgressState {
  return { ...state, conflict: null };
}

/** The progress of one course as held now, or an empty record to build on. */
export function progressOf(state: ProgressState, educationId: number): EducationProgress {
  return state.learner.saved[educationId] ?? emptyProgress(educationId);
}

/**
 * "Rätta svaret" pressed on a question (issue 37): the answer of its first check is kept with the
 * course's record, for the completion to send.
 */
export function checkGiven(state: ProgressState, answer: BlockAnswer): ProgressState {
  const held = state.learner.saved[answer.educationId];
  const progress = withFirstCheck(held, answer.educationId, answer.blockId, answer.values);
  return progress === held
    ? state
    : {
        ...state,
        learner: { ...state.learner, saved: { ...state.learner.saved, [answer.educationId]: progress } },
      };
}

/** A page reported reached: kept with the course's record, when it has one, so it is reported once. */
export function pageReached(state: ProgressState, educationId: number, page: string): ProgressState {
  const held = state.learner.saved[educationId];
  const progress = held ? withReachedPage(held, page) : held;
  return progress === held || !progress
    ? state
    : { ...state, learner: { ...state.learner, saved: { ...state.learner.saved, [educationId]: progress } } };
}
