import { describe, expect, it } from 'vitest';
import { forEachRecord, isRecord } from './is-record';

describe('isRecord', () => {
  it('is true of an object only', () => {
    expect(isRecord({ a: 1 })).toBe(true);
    expect([[1], null, 'a', 1, undefined].some(isRecord)).toBe(false);
  });
});

describe('forEachRecord', () => {
  it('visits every object inside arrays and objects, the document too', () => {
    const ids: number[] = [];
    const document = { post_id: 1, chapters: [{ post_id: 2, episodes: [[{ post_id: 3 }], 'text', null] }] };
    forEachRecord(document, (record) => {
      if (typeof record.post_id === 'number') {
        ids.push(record.post_id);
      }
    });
    expect(ids.sort()).toEqual([1, 2, 3]);
  });

  it('walks a document nested far deeper than the call stack would allow', () => {
    let deep: Record<string, unknown> = { block_id: 'bottom' };
    for (let level = 0; level < 100_000; level += 1) {
      deep = { items: [deep] };
    }
    let found = '';
    forEachRecord(deep, (record) => {
      if (typeof record.block_id === 'string') {
        found = record.block_id;
      }
    });
    expect(found).toBe('bottom');
  });
});
