import { describe, expect, it } from 'vitest';
import { emptyProgress } from './progress-record';
import { firstChecksOf, hasReachedPage, withFirstCheck, withReachedPage } from './statistics-traces';

describe('the first "Rätta svaret"', () => {
  it('keeps the answer of the first check only', () => {
    const first = withFirstCheck(undefined, 7, 'fraga-1', ['nej']);
    const second = withFirstCheck(first, 7, 'fraga-1', ['ja']);
    expect(second).toBe(first);
    expect(firstChecksOf(second)).toEqual([{ block_id: 'fraga-1', values: ['nej'] }]);
  });

  it('keeps nothing for an empty answer, and reads nothing from a broken record', () => {
    expect(firstChecksOf(withFirstCheck(undefined, 7, 'fraga-1', []))).toEqual([]);
    expect(firstChecksOf({ ...emptyProgress(7), firstChecks: [1, 2] })).toEqual([]);
    expect(firstChecksOf({ ...emptyProgress(7), firstChecks: { a: [1] } })).toEqual([]);
  });
});

describe('pages reached', () => {
  it('remembers each page once', () => {
    const once = withReachedPage(emptyProgress(7), '1/1/1');
    expect(withReachedPage(once, '1/1/1')).toBe(once);
    expect(hasReachedPage(once, '1/1/1')).toBe(true);
    expect(hasReachedPage(once, '1/1/2')).toBe(false);
  });
});
