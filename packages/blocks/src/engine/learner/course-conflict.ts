import {
  type AnswerChange,
  applyPending,
  forgetOtherCourses,
  type LearnerProgressState,
  recordAnswer,
} from './pending-answers';

/**
 * Answers refused by the one-course-at-a-time rule (SPEC §4): an anonymous learner with
 * unfinished answers in another course answered in this one.
 */
export interface CourseConflict<Answer extends AnswerChange = AnswerChange> {
  /** The course where the answers were given. */
  educationId: number;
  /** The course that already holds the learner's answers on this device. */
  otherEducationId: number;
  /** Every refused answer, in order, the latest per block, so switching records them all. */
  answers: Answer[];
}

export type GiveAnswerResult<Answer extends AnswerChange = AnswerChange> =
  | { recorded: true; learner: LearnerProgressState }
  | { recorded: false; conflict: CourseConflict<Answer> };

/**
 * An answer from a block: held as a pending change (`recordAnswer`) and merged into the
 * progress at once (`applyPending`), so it is on the device before anything else can happen.
 * An anonymous learner's answer in a second course is refused and joins the conflict to show
 * (an earlier answer to the same block is replaced); the learner then chooses to switch
 * ({@link switchCourse}) or to keep the other course (the conflict is dropped).
 *
 * @example
 * giveAnswer(learner, null, { educationId: 103, blockId: 'x1', values: ['1'] }, { anonymous: true, now });
 * // { recorded: false, conflict: { educationId: 103, otherEducationId: 100, answers: [...] } }
 */
export function giveAnswer<Answer extends AnswerChange>(
  learner: LearnerProgressState,
  conflict: CourseConflict<Answer> | null,
  answer: Answer,
  options: { anonymous: boolean; now: number },
): GiveAnswerResult<Answer> {
  const result = recordAnswer(learner, answer, { anonymous: options.anonymous });
  if (result.recorded) {
    return { recorded: true, learner: applyPending(result.state, options.now) };
  }
  const earlier = conflict?.educationId === answer.educationId ? conflict.answers : [];
  return {
    recorded: false,
    conflict: {
      educationId: answer.educationId,
      otherEducationId: result.otherEducationId,
      answers: [...earlier.filter((given) => given.blockId !== answer.blockId), answer],
    },
  };
}

/**
 * The learner chose the course of the conflict: the other course's unfinished answers go and
 * the refused answers are recorded, in order. Completed courses stay.
 *
 * @example switchCourse(learner, conflict, Date.now()).saved[conflict.educationId]
 */
export function switchCourse(
  learner: LearnerProgressState,
  conflict: CourseConflict,
  now: number,
): LearnerProgressState {
  let next = forgetOtherCourses(learner, conflict.educationId);
  for (const answer of conflict.answers) {
    const result = giveAnswer(next, null, answer, { anonymous: true, now });
    if (result.recorded) {
      next = result.learner;
    }
  }
  return next;
}

/** A conflict as the pages of the course where the answer was refused show it. */
export interface ShownCourseConflict<Answer extends AnswerChange = AnswerChange> {
  /** The course that already holds the learner's local answers. */
  otherEducationId: number;
  /** Its title, when this device knows it (kept with the answers); null otherwise. */
  otherEducationTitle: string | null;
  /** The latest refused answer, recorded after `switchCourse()`. */
  answer: Answer;
}

/**
 * The conflict to show on a course's pages: only the course where the answers were refused
 * shows it, with the latest refused answer; every other course, and no conflict, show none.
 *
 * @example
 * shownConflict({ ...conflict, otherEducationTitle: 'Course A' }, conflict.educationId);
 * // { otherEducationId: 100, otherEducationTitle: 'Course A', answer: { blockId: 'x1', ... } }
 */
export function shownConflict<Answer extends AnswerChange>(
  conflict: (CourseConflict<Answer> & { otherEducationTitle: string | null }) | null,
  educationId: number,
): ShownCourseConflict<Answer> | null {
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
