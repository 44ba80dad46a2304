import { describe, expect, it, vi } from 'vitest';
import { batchPerTurn, oneAtATimePerKey } from '../src/storage/batch';

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

describe('oneAtATimePerKey', () => {
  it('runs one key’s calls one at a time in order, other keys alongside, and forgets an idle key', async () => {
    const turns = oneAtATimePerKey<number>();
    const running = new Map<number, number>();
    const most = new Map<number, number>();
    const order: string[] = [];
    const work =
      (key: number, name: string, fail = false) =>
      async () => {
        running.set(key, (running.get(key) ?? 0) + 1);
        most.set(key, Math.max(most.get(key) ?? 0, running.get(key) ?? 0));
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(name);
        running.set(key, (running.get(key) ?? 0) - 1);
        if (fail) {
          throw new Error(name);
        }
        return name;
      };
    const results = await Promise.allSettled([
      turns(1, work(1, 'a1')),
      turns(1, work(1, 'a2', true)),
      turns(1, work(1, 'a3')),
      turns(2, work(2, 'b1')),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect(most.get(1)).toBe(1);
    expect(order.filter((name) => name.startsWith('a'))).toEqual(['a1', 'a2', 'a3']);
    // Key 2 did not wait for key 1's queue.
    expect(order.indexOf('b1')).toBeLessThan(order.indexOf('a2'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(turns.busyKeys()).toBe(0);
  });
});
