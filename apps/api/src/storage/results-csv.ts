import type { RoomResult } from '@jamstalldhet/contract';

const BOM = '\uFEFF';
const HEADER = [
  'Förnamn',
  'Efternamn',
  'Utbildning',
  'Status',
  'Kapitel klara',
  'Kapitel totalt',
  'Genomförd',
];

/**
 * A room's results as CSV for Excel: UTF-8 with a byte order mark (so å, ä, ö show), semicolons
 * (a Swedish Excel reads commas as decimals), CRLF lines. A cell that could start a formula is
 * prefixed with an apostrophe, so a pupil named `=HYPERLINK(…)` stays text (CSV injection).
 */
export function resultsCsv(results: readonly RoomResult[], timeZone = 'Europe/Stockholm'): string {
  const date = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const rows = results.map((result) => [
    result.first_name,
    result.last_name,
    result.education_title,
    result.status_name,
    String(result.chapters_done),
    String(result.chapters_total),
    result.completed_at === null ? '' : date.format(new Date(result.completed_at * 1000)),
  ]);
  return `${BOM}${[HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
