import type { RoomResult } from '@jamstalldhet/contract';
import { csvDocument } from '../format/csv';

const HEADER = [
  'Förnamn',
  'Efternamn',
  'Utbildning',
  'Status',
  'Kapitel klara',
  'Kapitel totalt',
  'Genomförd',
];

/** A room's results as CSV for Excel (`csvDocument`: a pupil named `=HYPERLINK(…)` stays text). */
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
  return csvDocument([HEADER, ...rows]);
}
