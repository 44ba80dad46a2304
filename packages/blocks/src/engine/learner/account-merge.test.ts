import type { ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { mergeAnonymousProgress, mergeServerProgress } from './account-merge';
import { emptyProgress, mergeProgress } from './progress-record';
import { needsPush } from './sync';

const entry = (blockId: string, values: string[], part: ProgressEntry['part'] = 'normal'): ProgressEntry => ({
  educationId: 100,
  blockId,
  values,
  part,
});

describe('mergeServerProgress', () => {
  it('takes the server’s answers as pushed when nothing is held here', () => {
    const progress = mergeServerProgress(undefined, 100, [entry('q1', ['a'])], 50);
    expect(progress.entries).toHaveLength(1);
    expect(progress.lastPush).toBe(50);
    expect(needsPush(progress)).toBe(false);
  });

  it('files the server’s answers under the course asked for', () => {
    const progress = mergeServerProgress(undefined, 7, [entry('q1', ['a'])], 50);
    expect(progress.entries.map((item) => item.educationId)).toEqual([7]);
  });

  it('keeps answers held here over the server’s and adds what only the server has', () => {
    const held = mergeProgress(emptyProgress(100), [entry('q1', ['new'])], 10);
    const progress = mergeServerProgress(held, 100, [entry('q1', ['old']), entry('q2', ['b'])], 20);
    const values = Object.fromEntries(progress.entries.map((e) => [e.blockId, e.values]));
    expect(values).toEqual({ q1: ['new'], q2: ['b'] });
    expect(needsPush(progress)).toBe(true);
  });

  it('gives back the held progress itself when the server adds nothing', () => {
    const held = mergeProgress(emptyProgress(100), [entry('q1', ['new'])], 10);
    expect(mergeServerProgress(held, 100, [entry('q1', ['old'])], 20)).toBe(held);
  });

  it('counts a block’s evaluation answer apart from its normal one', () => {
    const held = mergeProgress(emptyProgress(100), [entry('q1', ['a'])], 10);
    const progress = mergeServerProgress(held, 100, [entry('q1', ['b'], 'evaluation')], 20);
    expect(progress.entries.map((item) => [item.part, item.values])).toEqual([
      ['normal', ['a']],
      ['evaluation', ['b']],
    ]);
  });
});

describe('mergeAnonymousProgress', () => {
  it('kept anonymous answers become the account’s answers to push, without the evaluation', () => {
    const offer = {
      ...emptyProgress(100),
      entries: [entry('q1', ['a']), entry('e1', ['5'], 'evaluation')],
      lastModified: 3,
    };
    const progress = mergeAnonymousProgress(emptyProgress(100), offer, 9);
    expect(progress.entries.map((item) => item.blockId)).toEqual(['q1']);
    expect(progress.lastModified).toBe(9);
    expect(needsPush(progress)).toBe(true);
  });
});
