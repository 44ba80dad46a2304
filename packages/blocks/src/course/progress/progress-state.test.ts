import { describe, expect, it } from 'vitest';
import type { BlockAnswer } from '../../blocks-provider/blocks-context';
import { heldAnswers } from '../../engine/index';
import {
  answerGiven,
  courseSwitched,
  initialProgressState,
  otherCourseKept,
  type ProgressState,
  progressTitle,
} from './progress-state';

// The one-course-at-a-time rule itself is tested in the engine (course-conflict.test.ts);
// these tests cover what the website's state adds: the course titles and the conflict shown.

const answer = (educationId: number, blockId: string, values: string[]): BlockAnswer => ({
  educationId,
  blockId,
  values,
  part: 'normal',
});

function anonymousWith(...answers: BlockAnswer[]): ProgressState {
  return answers.reduce(
    (state, given) => answerGiven(state, given, { title: `Kurs ${given.educationId}`, now: 1000 }),
    initialProgressState('anonymous'),
  );
}

describe('answerGiven', () => {
  it('records the answer and keeps the course title', () => {
    const state = anonymousWith(answer(100, 'q1', ['a']), answer(100, 'q1', ['b']), answer(100, 'q2', ['c']));
    expect(state.learner.pending).toEqual([]);
    expect(progressTitle(state.learner.saved[100])).toBe('Kurs 100');
  });

  it('shows a refused answer as the conflict, naming the other course', () => {
    let state = anonymousWith(answer(100, 'q1', ['a']));
    state = answerGiven(state, answer(103, 'x1', ['1']), { title: 'Kurs 103', now: 2000 });
    state = answerGiven(state, answer(103, 'x2', ['2']), { title: 'Kurs 103', now: 2000 });
    expect(state.learner.saved[103]).toBeUndefined();
    expect(state.conflict).toMatchObject({
      educationId: 103,
      otherEducationId: 100,
      otherEducationTitle: 'Kurs 100',
    });
    expect(state.conflict?.answers.map((given) => given.blockId)).toEqual(['x1', 'x2']);
  });
});

describe('switching and keeping', () => {
  const refused = answerGiven(anonymousWith(answer(100, 'q1', ['a'])), answer(103, 'x1', ['1']), {
    title: 'Kurs 103',
    now: 5,
  });

  it('switching drops the other course, records the refused answers and keeps the title', () => {
    const state = courseSwitched(refused, { title: 'Kurs 103', now: 6 });
    expect(state.conflict).toBeNull();
    expect(state.learner.saved[100]).toBeUndefined();
    expect(heldAnswers(state.learner.saved[103]?.entries ?? [], [], 103).get('x1')).toEqual(['1']);
    expect(progressTitle(state.learner.saved[103])).toBe('Kurs 103');
  });

  it('keeping the other course drops the refused answers only', () => {
    const state = otherCourseKept(refused);
    expect(state.conflict).toBeNull();
    expect(state.learner.saved[103]).toBeUndefined();
    expect(state.learner.saved[100]?.entries).toHaveLength(1);
  });
});
