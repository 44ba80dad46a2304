import { describe, expect, it, vi } from 'vitest';
import { batchPerTurn } from '../src/storage/batch';

describe('batchPerTurn', () => {
  it('runs the calls of one turn as one batch and gives each caller its own result', async () => {
    const run = vi.fn(async (items: number[]) => items.map((item) => item * 2));
    const double = batchPerTurn(run);
    const results = await Promise.all([double(1), double(2), double(3)]);
    expect(results).toEqual([2, 4, 6]);
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith([1, 2, 3]);
  });

  it('starts a new batch for calls made after a batch was sent', async () => {
    const run = vi.fn(async (items: number[]) => items);
    const echo = batchPerTurn(run);
    await echo(1);
    await echo(2);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs each call alone when the batch fails, so one bad call fails only itself', async () => {
    const run = vi.fn(async (items: number[]) => {
      if (items.includes(13)) {
        throw new Error('ogiltig');
      }
      return items;
    });
    const check = batchPerTurn(run);
    const results = await Promise.allSettled([check(1), check(13), check(2)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(results[0]).toMatchObject({ value: 1 });
  });
});
