/*
 * "Tillgänglig från" and "Tillgänglig till" are dates in Sweden; the course stores unix seconds
 * (SPEC §3 `available`). A course opens at the start of its first day and closes at the end of
 * its last, Swedish time, summer or winter.
 */

const TIME_ZONE = 'Europe/Stockholm';

const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

// Minutes Swedish time is ahead of UTC at that moment (60 in winter, 120 in summer).
function swedishOffsetMinutes(at: number): number {
  const parts = PARTS.formatToParts(new Date(at));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((entry) => entry.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - at) / 60_000);
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Unix seconds when a Swedish day (`YYYY-MM-DD`, as a date input gives it) begins; null for
 * anything else.
 *
 * @example startOfSwedishDay('2027-01-15') // 1736895600 (00:00 in Stockholm, 23:00 UTC the day before)
 */
export function startOfSwedishDay(date: string): number | null {
  const match = DATE.exec(date);
  // Date.UTC reads years 0–99 as 1900–1999: only whole years from 1900 are days of a course.
  if (!match || Number(match[1]) < 1900) {
    return null;
  }
  const utcMidnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  // The offset at the Swedish midnight itself: taken twice, the second at the moment found.
  const first = utcMidnight - swedishOffsetMinutes(utcMidnight) * 60_000;
  const moment = utcMidnight - swedishOffsetMinutes(first) * 60_000;
  return Math.floor(moment / 1000);
}

/** Unix seconds of the last second of a Swedish day; null for anything but `YYYY-MM-DD`. */
export function endOfSwedishDay(date: string): number | null {
  const start = startOfSwedishDay(date);
  if (start === null) {
    return null;
  }
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
  return (startOfSwedishDay(next) ?? start + 86_400) - 1;
}

/** The Swedish day (`YYYY-MM-DD`) a moment in unix seconds falls on, for a date input. */
export function swedishDay(seconds: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(seconds * 1000));
}
