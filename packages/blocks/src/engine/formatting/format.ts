const BYTES_PER_KB = 1000;
const BYTES_PER_MB = 1_000_000;
const DEFAULT_TIME_ZONE = 'Europe/Stockholm';

/** Options for the Swedish date formatters. */
export type SwedishDateOptions = {
  /** IANA time zone the date is shown in. @default 'Europe/Stockholm' */
  timeZone?: string;
};

/**
 * A file size as shown next to a download link (SPEC §9): above 1 000 000 bytes in MB with one
 * decimal and a decimal comma, otherwise in whole KB. Units are powers of 1000.
 *
 * @example
 * formatFileSize(1_500_000); // '1,5 MB'
 * formatFileSize(2_400); // '2 KB'
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    return '0 KB';
  }
  if (bytes > BYTES_PER_MB) {
    // Rounded in whole tenths so that binary fractions cannot tip 1,05 down to 1,0.
    const tenths = Math.round(bytes / (BYTES_PER_MB / 10));
    return `${Math.floor(tenths / 10)},${tenths % 10} MB`;
  }
  return `${Math.round(bytes / BYTES_PER_KB)} KB`;
}

/**
 * A Swedish long date with the time (SPEC §9). Numbers are milliseconds since 1970.
 *
 * @example
 * formatSwedishDate(new Date('2026-11-21T19:54:00Z')); // '21 november 2026 klockan 20.54'
 */
export function formatSwedishDate(date: Date | number | string, options: SwedishDateOptions = {}): string {
  const parts = dateParts(toValidDate(date, 'formatSwedishDate'), options.timeZone, true);
  return `${parts.day} ${parts.month} ${parts.year} klockan ${parts.hour}.${parts.minute}`;
}

/**
 * A Swedish long date without the time.
 *
 * @example
 * formatSwedishDay(new Date('2026-11-21T19:54:00Z')); // '21 november 2026'
 */
export function formatSwedishDay(date: Date | number | string, options: SwedishDateOptions = {}): string {
  const parts = dateParts(toValidDate(date, 'formatSwedishDay'), options.timeZone, false);
  return `${parts.day} ${parts.month} ${parts.year}`;
}

/**
 * A month (`YYYY-MM`) in Swedish words.
 *
 * @example formatSwedishMonth('2026-03'); // 'mars 2026'
 */
export function formatSwedishMonth(month: string): string {
  // Noon on the 15th in UTC: the same month in any time zone.
  const parts = dateParts(toValidDate(`${month}-15T12:00:00Z`, 'formatSwedishMonth'), 'UTC', false);
  return `${parts.month} ${parts.year}`;
}

function toValidDate(date: Date | number | string, caller: string): Date {
  const value = new Date(date instanceof Date ? date.getTime() : date);
  if (Number.isNaN(value.getTime())) {
    throw new RangeError(`${caller}: invalid date ${JSON.stringify(String(date))}`);
  }
  return value;
}

type DateParts = { day: string; month: string; year: string; hour: string; minute: string };

// Built from parts rather than taken whole, because the joining words and separators of
// `sv-SE` ('kl.', ':') differ between ICU versions and are not what SPEC asks for.
function dateParts(date: Date, timeZone: string | undefined, withTime: boolean): DateParts {
  const format = new Intl.DateTimeFormat('sv-SE', {
    timeZone: timeZone ?? DEFAULT_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
  });
  const parts = format.formatToParts(date);
  const partValue = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((part) => part.type === type)?.value ?? '';
  return {
    day: partValue('day'),
    month: partValue('month'),
    year: partValue('year'),
    hour: partValue('hour'),
    minute: partValue('minute'),
  };
}
