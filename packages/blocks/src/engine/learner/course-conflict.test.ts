import { describe, expect, it } from 'vitest';
import { answersByBlock } from './answers';
import { type CourseConflict, giveAnswer, shownConflict, switchCourse } from './course-conflict';
import type { AnswerChange, LearnerProgressState } from './pending-answers';
import { emptyProgress } from './progress-record';

const answer = (educationId: number, blockId: string, values: string[]): AnswerChange => ({
  educationId,
  blockId,
  values,
  part: 'normal',
});

const EMPTY: LearnerProgressState = { saved: {}, pending: [] };

function give(
  state: { learner: LearnerProgressState; conflict: CourseConflict | null },
  given: AnswerChange,
  options: { anonymous: boolean; now: number },
) {
  const result = giveAnswer(state.learner, state.conflict, given, options);
  return result.recorded
    ? { learner: result.learner, conflict: state.conflict }
    : { learner: state.learner, conflict: result.conflict };
}

function anonymousWith(...answers: AnswerChange[]) {
  return answers.reduce((state, given) => give(state, given, { anonymous: true, now: 1000 }), {
    learner: EMPTY,
    conflict: null as CourseConflict | null,
  });
}

describe('giveAnswer', () => {
  it('records the answer and merges it into the progress at once', () => {
    const state = anonymousWith(answer(100, 'q1', ['a']), answer(100, 'q1', ['b']), answer(100, 'q2', ['c']));
    expect(state.learner.pending).toEqual([]);
    const progress = state.learner.saved[100];
    expect(progress?.entries.map((entry) => [entry.blockId, entry.values])).toEqual([
      ['q1', ['b']],
      ['q2', ['c']],
    ]);
    expect(progress?.lastModified).toBe(1000);
  });

  it('refuses an anonymous answer in a second course and remembers every refused answer', () => {
    let state = anonymousWith(answer(100, 'q1', ['a']));
    state = give(state, answer(103, 'x1', ['1']), { anonymous: true, now: 2000 });
    state = give(state, answer(103, 'x2', ['2']), { anonymous: true, now: 2000 });
    expect(state.learner.saved[103]).toBeUndefined();
    expect(state.conflict).toMatchObject({ educationId: 103, otherEducationId: 100 });
    expect(state.conflict?.answers.map((given) => given.blockId)).toEqual(['x1', 'x2']);
  });

  it('keeps only the latest refused answer to a block', () => {
    let state = anonymousWith(answer(100, 'q1', ['a']));
    state = give(state, answer(103, 'x1', ['1']), { anonymous: true, now: 2000 });
    state = give(state, answer(103, 'x2', ['2']), { anonymous: true, now: 2000 });
    state = give(state, answer(103, 'x1', ['3']), { anonymous: true, now: 2000 });
    expect(state.conflict?.answers.map((given) => [given.blockId, given.values])).toEqual([
      ['x2', ['2']],
      ['x1', ['3']],
    ]);
  });

  it('records a logged-in learner’s answers in any number of courses', () => {
    let state = { learner: EMPTY, conflict: null as CourseConflict | null };
    state = give(state, answer(100, 'q1', ['a']), { anonymous: false, now: 1 });
    state = give(state, answer(101, 'q1', ['a']), { anonymous: false, now: 1 });
    expect(state.conflict).toBeNull();
    expect(Object.keys(state.learner.saved)).toEqual(['100', '101']);
  });

  it('does not count a completed course as another course in progress', () => {
    const state = anonymousWith(answer(100, 'q1', ['a']));
    const completed = { ...state.learner, saved: { 100: { ...emptyProgress(100), completed: true } } };
    const next = give({ ...state, learner: completed }, answer(103, 'x1', ['1']), {
      anonymous: true,
      now: 1,
    });
    expect(next.conflict).toBeNull();
    expect(next.learner.saved[103]?.entries).toHaveLength(1);
  });
});

describe('switchCourse', () => {
  const refused = give(anonymousWith(answer(100, 'q1', ['a'])), answer(103, 'x1', ['1']), {
    anonymous: true,
    now: 5,
  });

  it('drops the other course and records the refused answers', () => {
    const learner = switchCourse(refused.learner, refused.conflict as CourseConflict, 6);
    expect(learner.saved[100]).toBeUndefined();
    expect(answersByBlock(learner.saved[103]?.entries ?? [], 'normal').get('x1')).toEqual(['1']);
  });

  it('keeps completed courses', () => {
    const completed = { ...refused.learner, saved: { 99: { ...emptyProgress(99), completed: true } } };
    const learner = switchCourse(completed, refused.conflict as CourseConflict, 6);
    expect(learner.saved[99]?.completed).toBe(true);
  });
});

describe('shownConflict', () => {
  const conflict = {
    educationId: 103,
    otherEducationId: 100,
    otherEducationTitle: 'Course A',
    answers: [answer(103, 'x1', ['1']), answer(103, 'x2', ['2'])],
  };

  it('shows the latest refused answer on the pages of the course where it was refused', () => {
    expect(shownConflict(conflict, 103)).toEqual({
      otherEducationId: 100,
      otherEducationTitle: 'Course A',
      answer: answer(103, 'x2', ['2']),
    });
  });

  it('shows nothing on other courses, without a conflict, or without refused answers', () => {
    expect(shownConflict(conflict, 100)).toBeNull();
    expect(shownConflict(null, 103)).toBeNull();
    expect(shownConflict({ ...conflict, answers: [] }, 103)).toBeNull();
  });
});
