import type { BlockAnswer } from '@jamstalldhet/blocks';
import { emptyProgress } from '@jamstalldhet/blocks/engine';
import { describe, expect, it } from 'vitest';
import {
  answerGiven,
  courseSwitched,
  initialProgressState,
  otherCourseKept,
  type ProgressState,
  progressTitle,
} from './progress-state';
import { answersFor } from './progress-view';

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
  it('records the answer, merges it into the progress at once and keeps the course title', () => {
    const state = anonymousWith(answer(100, 'q1', ['a']), answer(100, 'q1', ['b']), answer(100, 'q2', ['c']));
    expect(state.learner.pending).toEqual([]);
    const progress = state.learner.saved[100];
    expect(progress?.entries.map((entry) => [entry.blockId, entry.values])).toEqual([
      ['q1', ['b']],
      ['q2', ['c']],
    ]);
    expect(progress?.lastModified).toBe(1000);
    expect(progressTitle(progress)).toBe('Kurs 100');
  });

  it('refuses an anonymous answer in a second course and remembers every refused answer', () => {
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

  it('records a logged-in learner’s answers in any number of courses', () => {
    let state = initialProgressState('user:7');
    state = answerGiven(state, answer(100, 'q1', ['a']), { title: null, now: 1 });
    state = answerGiven(state, answer(101, 'q1', ['a']), { title: null, now: 1 });
    expect(state.conflict).toBeNull();
    expect(Object.keys(state.learner.saved)).toEqual(['100', '101']);
  });

  it('does not count a completed course as another course in progress', () => {
    const state = anonymousWith(answer(100, 'q1', ['a']));
    const completed: ProgressState = {
      ...state,
      learner: { ...state.learner, saved: { 100: { ...emptyProgress(100), completed: true } } },
    };
    const next = answerGiven(completed, answer(103, 'x1', ['1']), { title: null, now: 1 });
    expect(next.conflict).toBeNull();
    expect(next.learner.saved[103]?.entries).toHaveLength(1);
  });
});

describe('switching and keeping', () => {
  const refused = answerGiven(anonymousWith(answer(100, 'q1', ['a'])), answer(103, 'x1', ['1']), {
    title: 'Kurs 103',
    now: 5,
  });

  it('switching drops the other course and records the refused answers', () => {
    const state = courseSwitched(refused, { title: 'Kurs 103', now: 6 });
    expect(state.conflict).toBeNull();
    expect(state.learner.saved[100]).toBeUndefined();
    expect(answersFor(state.learner.saved[103]?.entries ?? [], [], 103).get('x1')).toEqual(['1']);
  });

  it('keeping the other course drops the refused answers only', () => {
    const state = otherCourseKept(refused);
    expect(state.conflict).toBeNull();
    expect(state.learner.saved[103]).toBeUndefined();
    expect(state.learner.saved[100]?.entries).toHaveLength(1);
  });
});
