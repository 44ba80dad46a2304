import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { heldAnswers, heldProgress } from './held-progress';
import type { LearnerProgressState } from './pending-answers';
import { emptyProgress } from './progress-record';

const entry = (
  educationId: number,
  blockId: string,
  values: string[],
  part: ProgressEntry['part'] = 'normal',
): ProgressEntry => ({ educationId, blockId, values, part });

describe('heldProgress', () => {
  const saved = { ...emptyProgress(100), entries: [entry(100, 'q1', ['a'])], lastModified: 10, lastPush: 10 };

  it('is the saved progress when nothing is pending, and null when nothing is known', () => {
    const learner: LearnerProgressState = { saved: { 100: saved }, pending: [entry(101, 'q1', ['x'])] };
    expect(heldProgress(learner, 100)).toBe(saved);
    expect(heldProgress(learner, 102)).toBeNull();
  });

  it('lays pending answers over the saved ones without making them look newly modified', () => {
    const learner: LearnerProgressState = {
      saved: { 100: saved },
      pending: [entry(100, 'q1', ['b']), entry(100, 'q2', ['c'])],
    };
    const progress = heldProgress(learner, 100);
    expect(progress?.entries.map((item) => [item.blockId, item.values])).toEqual([
      ['q1', ['b']],
      ['q2', ['c']],
    ]);
    expect(progress?.lastModified).toBe(10);
  });

  it('builds on an empty record when only pending answers are known', () => {
    const progress = heldProgress({ saved: {}, pending: [entry(100, 'q1', ['a'])] }, 100);
    expect(progress?.entries).toHaveLength(1);
    expect(progress?.educationId).toBe(100);
  });
});

describe('heldAnswers', () => {
  it('gives the values of both parts, the course’s pending answers over the saved ones', () => {
    const answers = heldAnswers(
      [entry(100, 'q1', ['a']), entry(100, 'e1', ['3'], 'evaluation')],
      [entry(100, 'q1', ['b']), entry(101, 'q2', ['x'])],
      100,
    );
    expect(Object.fromEntries(answers)).toEqual({ q1: ['b'], e1: ['3'] });
  });
});
