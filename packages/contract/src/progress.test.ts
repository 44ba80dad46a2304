import { describe, expect, it } from 'vitest';
import { ProgressResponseSchema, ProgressSaveResponseSchema } from './progress';

describe('progress answers', () => {
  it('reads the saved answers of GET /api/progress/{id}, entries defaulting to none', () => {
    const entry = { educationId: 100, blockId: 'q1', values: ['a'], part: 'normal' };
    expect(ProgressResponseSchema.parse({ educationId: 100, entries: [entry] }).entries).toHaveLength(1);
    expect(ProgressResponseSchema.parse({ educationId: 100 }).entries).toEqual([]);
    expect(ProgressResponseSchema.safeParse({ entries: [] }).success).toBe(false);
    expect(ProgressResponseSchema.safeParse({ educationId: 100, entries: [{ blockId: 'q1' }] }).success).toBe(
      false,
    );
  });

  it('reads the answer of a progress save', () => {
    expect(ProgressSaveResponseSchema.parse({ ok: true, saved: 2 })).toEqual({ ok: true, saved: 2 });
    expect(ProgressSaveResponseSchema.safeParse({ ok: false, saved: 2 }).success).toBe(false);
    expect(ProgressSaveResponseSchema.safeParse({ ok: true, saved: -1 }).success).toBe(false);
  });
});
