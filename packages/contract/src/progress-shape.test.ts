import { describe, expect, it } from 'vitest';
import { EducationProgressSchema } from './progress';
import { readEducationProgress } from './progress-shape';

const entry = { educationId: 7, blockId: 'q1', values: ['a'], part: 'normal', modifiedAt: 1 };

/** A valid record, then each field replaced by values that are right, wrong or absent. */
function samples(): unknown[] {
  const base = {
    educationId: 7,
    entries: [entry],
    lastModified: 5,
    lastPush: null,
    completed: false,
    extra: 'kept',
  };
  const fieldValues: Record<string, unknown[]> = {
    educationId: [0, 7, 2_147_483_647, 2_147_483_648, -1, 1.5, '7', null, undefined],
    entries: [[], [entry], 'x', null, undefined, [null], [{}]],
    lastModified: [null, 3, 0.5, '3', undefined, true],
    lastPush: [null, 3, undefined, {}],
    completed: [true, false, undefined, 'true', 0],
  };
  const entryValues: Record<string, unknown[]> = {
    educationId: [7, -2, undefined],
    blockId: ['b', '', 3, undefined],
    values: [[], ['a', 'b'], ['a', 2], 'a', undefined],
    part: ['normal', 'evaluation', 'certificate', undefined, null],
    modifiedAt: [undefined, 9, '9', null],
  };
  const result: unknown[] = [base, null, [], 'text', 7, {}];
  for (const [field, values] of Object.entries(fieldValues)) {
    for (const value of values) {
      result.push({ ...base, [field]: value });
    }
  }
  for (const [field, values] of Object.entries(entryValues)) {
    for (const value of values) {
      result.push({ ...base, entries: [entry, { ...entry, [field]: value }] });
    }
  }
  return result;
}

describe('readEducationProgress', () => {
  it('accepts and refuses what EducationProgressSchema does, and gives what it parses to', () => {
    for (const sample of samples()) {
      const parsed = EducationProgressSchema.safeParse(sample);
      expect(readEducationProgress(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
