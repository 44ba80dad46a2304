import type { EducationProgress, ProgressEntry } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { mergeOtherTabProgress } from './other-tab';
import { emptyProgress } from './progress-record';

const entry = (
  educationId: number,
  blockId: string,
  values: string[],
  modifiedAt: number,
): ProgressEntry => ({
  educationId,
  blockId,
  values,
  part: 'normal',
  modifiedAt,
});

const progress = (educationId: number, ...entries: ProgressEntry[]): EducationProgress => ({
  ...emptyProgress(educationId),
  entries,
  lastModified: Math.max(0, ...entries.map((item) => item.modifiedAt ?? 0)) || null,
});

describe('mergeOtherTabProgress', () => {
  it('joins the other tab’s answers to a course held here, the newer answer per block winning', () => {
    const held = { 100: progress(100, entry(100, 'q1', ['mine'], 10), entry(100, 'q2', ['old'], 5)) };
    const stored = { 100: progress(100, entry(100, 'q2', ['new'], 20), entry(100, 'q3', ['c'], 20)) };
    const merged = mergeOtherTabProgress(held, stored);
    expect(merged[100]?.entries.map((item) => [item.blockId, item.values])).toEqual([
      ['q1', ['mine']],
      ['q2', ['new']],
      ['q3', ['c']],
    ]);
  });

  it('keeps courses only one side has', () => {
    const held = { 100: progress(100, entry(100, 'q1', ['a'], 10)) };
    const stored = { 101: progress(101, entry(101, 'q1', ['b'], 10)) };
    const merged = mergeOtherTabProgress(held, stored);
    expect(Object.keys(merged)).toEqual(['100', '101']);
    expect(merged[101]).toBe(stored[101]);
  });

  it('gives back what is held itself when the other tab brings nothing new', () => {
    const held = { 100: progress(100, entry(100, 'q1', ['a'], 10)) };
    expect(mergeOtherTabProgress(held, { 100: progress(100, entry(100, 'q1', ['a'], 10)) })).toBe(held);
    expect(mergeOtherTabProgress(held, {})).toBe(held);
  });
});
