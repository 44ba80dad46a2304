import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { applyPending, forgetOtherCourses, type LearnerProgressState, recordAnswer } from './pending-answers';
import { emptyProgress } from './progress-record';

const answer = (blockId: string, values = ['ja'], educationId = 12): ProgressEntry => ({
  educationId,
  blockId,
  values,
  part: 'normal',
});

describe('recordAnswer', () => {
  const empty: LearnerProgressState = { saved: {}, pending: [] };

  it('holds an answer as a pending change, replacing an earlier one to the same block', () => {
    const first = recordAnswer(
      empty,
      { educationId: 12, blockId: 'q1', values: ['ja'] },
      { anonymous: false },
    );
    const second = recordAnswer(
      first.state,
      { educationId: 12, blockId: 'q1', values: ['nej'] },
      { anonymous: false },
    );
    expect(second.recorded).toBe(true);
    expect(second.state.pending).toEqual([answer('q1', ['nej'])]);
  });

  it('does not record an anonymous answer while another course has unfinished progress, and says which', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [],
    };
    const result = recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true });
    expect(result).toEqual({
      recorded: false,
      reason: 'anonymous-other-course',
      otherEducationId: 12,
      state,
    });
  });

  it('counts pending answers in another course too', () => {
    const state: LearnerProgressState = { saved: {}, pending: [answer('q1')] };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true }).recorded,
    ).toBe(false);
  });

  it('records for logged-in learners whatever other progress they have', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [],
    };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: false }).recorded,
    ).toBe(true);
  });

  it('lets a completed course not block the next one', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')], completed: true } },
      pending: [],
    };
    expect(
      recordAnswer(state, { educationId: 40, blockId: 'x', values: ['a'] }, { anonymous: true }).recorded,
    ).toBe(true);
  });
});

describe('applyPending and forgetOtherCourses', () => {
  it('merges pending changes into saved progress per education', () => {
    const state: LearnerProgressState = {
      saved: { 12: { ...emptyProgress(12), entries: [answer('q1')] } },
      pending: [answer('q2'), answer('x', ['a'], 40)],
    };
    const applied = applyPending(state, 900);
    expect(applied.pending).toEqual([]);
    expect(applied.saved[12]?.entries.map((entry) => entry.blockId)).toEqual(['q1', 'q2']);
    expect(applied.saved[40]?.lastModified).toBe(900);
  });

  it('switching course drops unfinished progress elsewhere but keeps completed courses', () => {
    const state: LearnerProgressState = {
      saved: {
        12: { ...emptyProgress(12), entries: [answer('q1')] },
        7: { ...emptyProgress(7), entries: [answer('z', ['a'], 7)], completed: true },
      },
      pending: [answer('q2')],
    };
    const switched = forgetOtherCourses(state, 40);
    expect(Object.keys(switched.saved)).toEqual(['7']);
    expect(switched.pending).toEqual([]);
  });
});
