import { describe, expect, it } from 'vitest';
import { seededShuffle, shuffleItems } from './shuffle';

describe('shuffleItems', () => {
  it('returns every item once and leaves the input alone', () => {
    const input = ['a', 'b', 'c', 'd', 'e'];
    const result = shuffleItems(input);
    expect([...result].sort()).toEqual(input);
    expect(input).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('follows Fisher–Yates with the given random numbers', () => {
    // 0.99 keeps every item where it is; 0 swaps each item with the first.
    expect(shuffleItems(['a', 'b', 'c'], () => 0.99)).toEqual(['a', 'b', 'c']);
    expect(shuffleItems(['a', 'b', 'c'], () => 0)).toEqual(['b', 'c', 'a']);
  });

  it('handles empty and single lists', () => {
    expect(shuffleItems([])).toEqual([]);
    expect(shuffleItems(['a'])).toEqual(['a']);
  });
});

describe('seededShuffle', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('gives the same order for the same seed and items, as a server and a browser must', () => {
    expect(seededShuffle(42)(items)).toEqual(seededShuffle(42)(items));
    expect([...seededShuffle(42)(items)].sort()).toEqual(items);
  });

  it('gives other orders for other seeds, each order a shuffle of the same items', () => {
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => seededShuffle(seed)(items).join('')));
    expect(orders.size).toBeGreaterThan(30);
    for (const order of orders) {
      expect([...order].sort().join('')).toBe('abcdef');
    }
  });
});
