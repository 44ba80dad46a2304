import { describe, expect, it } from 'vitest';
import { endOfSwedishDay, startOfSwedishDay, swedishDay } from './swedish-dates';

describe('Swedish days as unix seconds', () => {
  it('starts a winter day at 23:00 UTC the day before, a summer day at 22:00', () => {
    expect(new Date((startOfSwedishDay('2027-01-15') ?? 0) * 1000).toISOString()).toBe(
      '2027-01-14T23:00:00.000Z',
    );
    expect(new Date((startOfSwedishDay('2027-07-01') ?? 0) * 1000).toISOString()).toBe(
      '2027-06-30T22:00:00.000Z',
    );
  });

  it('ends a day at its last second, also on the days the clocks change', () => {
    expect(new Date((endOfSwedishDay('2027-01-15') ?? 0) * 1000).toISOString()).toBe(
      '2027-01-15T22:59:59.000Z',
    );
    // 28 March 2027 has 23 hours in Sweden, 31 October 2027 has 25.
    expect(((endOfSwedishDay('2027-03-28') ?? 0) - (startOfSwedishDay('2027-03-28') ?? 0) + 1) / 3600).toBe(
      23,
    );
    expect(((endOfSwedishDay('2027-10-31') ?? 0) - (startOfSwedishDay('2027-10-31') ?? 0) + 1) / 3600).toBe(
      25,
    );
  });

  it('gives the day back, and refuses what is not a date', () => {
    expect(swedishDay(startOfSwedishDay('2027-03-28') ?? 0)).toBe('2027-03-28');
    expect(swedishDay(endOfSwedishDay('2027-10-31') ?? 0)).toBe('2027-10-31');
    expect(startOfSwedishDay('15/1/2027')).toBeNull();
    expect(startOfSwedishDay('')).toBeNull();
    // A year half typed in a date field.
    expect(startOfSwedishDay('0202-03-04')).toBeNull();
  });
});
