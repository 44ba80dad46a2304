import { describe, expect, it } from 'vitest';
import { shuffleItems } from './shuffle';

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
