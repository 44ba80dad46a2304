import { describe, expect, it } from 'vitest';
import { formatFileSize, formatSwedishDate, formatSwedishDay, formatSwedishMonth } from './format';

describe('formatFileSize', () => {
  it('shows sizes above 1 000 000 bytes in MB with one decimal and a decimal comma', () => {
    expect(formatFileSize(1_500_000)).toBe('1,5 MB');
    expect(formatFileSize(1_000_001)).toBe('1,0 MB');
    expect(formatFileSize(12_340_000)).toBe('12,3 MB');
    expect(formatFileSize(2_000_000_000)).toBe('2000,0 MB');
  });

  it('rounds MB to the nearest tenth', () => {
    expect(formatFileSize(1_050_000)).toBe('1,1 MB');
    expect(formatFileSize(1_049_999)).toBe('1,0 MB');
    expect(formatFileSize(9_960_000)).toBe('10,0 MB');
  });

  it('shows sizes up to 1 000 000 bytes in rounded KB of 1000 bytes', () => {
    expect(formatFileSize(2_400)).toBe('2 KB');
    expect(formatFileSize(2_500)).toBe('3 KB');
    expect(formatFileSize(999_999)).toBe('1000 KB');
    expect(formatFileSize(1_000_000)).toBe('1000 KB');
    expect(formatFileSize(400)).toBe('0 KB');
    expect(formatFileSize(0)).toBe('0 KB');
  });

  it('shows 0 KB for sizes that are not real', () => {
    expect(formatFileSize(-1)).toBe('0 KB');
    expect(formatFileSize(Number.NaN)).toBe('0 KB');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 KB');
  });

  it('separates number and unit with a plain space', () => {
    expect(formatFileSize(1_500_000).charAt(3)).toBe(' ');
  });
});

describe('formatSwedishDate', () => {
  it('formats a long Swedish date with klockan HH.MM in Stockholm time', () => {
    expect(formatSwedishDate(new Date('2026-11-21T19:54:00Z'))).toBe('21 november 2026 klockan 20.54');
  });

  it('follows summer time', () => {
    expect(formatSwedishDate(new Date('2026-07-01T06:05:00Z'))).toBe('1 juli 2026 klockan 08.05');
  });

  it('writes midnight as 00, not 24', () => {
    expect(formatSwedishDate(new Date('2026-01-14T23:00:00Z'))).toBe('15 januari 2026 klockan 00.00');
  });

  it('accepts milliseconds and date strings', () => {
    const milliseconds = Date.UTC(2026, 10, 21, 19, 54);
    expect(formatSwedishDate(milliseconds)).toBe('21 november 2026 klockan 20.54');
    expect(formatSwedishDate('2026-11-21T19:54:00Z')).toBe('21 november 2026 klockan 20.54');
  });

  it('uses another time zone when asked', () => {
    expect(formatSwedishDate(new Date('2026-11-21T19:54:00Z'), { timeZone: 'UTC' })).toBe(
      '21 november 2026 klockan 19.54',
    );
    expect(formatSwedishDate(new Date('2026-11-21T23:30:00Z'), { timeZone: 'Asia/Tokyo' })).toBe(
      '22 november 2026 klockan 08.30',
    );
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatSwedishDate('inte ett datum')).toThrow(RangeError);
    expect(() => formatSwedishDate(Number.NaN)).toThrow(/invalid date/);
    expect(() => formatSwedishDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('formatSwedishDay', () => {
  it('formats a long Swedish date without the time', () => {
    expect(formatSwedishDay(new Date('2026-11-21T19:54:00Z'))).toBe('21 november 2026');
  });

  it('takes the day in Stockholm time', () => {
    expect(formatSwedishDay(new Date('2026-12-31T23:30:00Z'))).toBe('1 januari 2027');
    expect(formatSwedishDay(new Date('2026-12-31T23:30:00Z'), { timeZone: 'UTC' })).toBe('31 december 2026');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatSwedishDay('')).toThrow(RangeError);
  });
});

describe('formatSwedishMonth', () => {
  it('names a month and its year in Swedish, the same in any time zone', () => {
    expect(formatSwedishMonth('2026-01')).toBe('januari 2026');
    expect(formatSwedishMonth('2025-12')).toBe('december 2025');
    expect(() => formatSwedishMonth('2025-13')).toThrow(RangeError);
  });
});
