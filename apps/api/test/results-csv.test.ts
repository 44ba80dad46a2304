import { describe, expect, it } from 'vitest';
import { resultsCsv } from '../src/storage/results-csv';

const row = {
  user_id: 1,
  first_name: 'Åsa',
  last_name: 'Öberg',
  education_id: 100,
  education_title: 'Jämställdhet i skolan',
  status: 'completed',
  status_name: 'Genomförd',
  chapters_done: 4,
  chapters_total: 4,
  completed_at: Date.UTC(2026, 10, 22, 23, 30) / 1000,
};

describe('resultsCsv', () => {
  it('writes a BOM, Swedish headings, semicolons, CRLF and the Stockholm date', () => {
    const csv = resultsCsv([row]);
    expect(
      csv.startsWith('\uFEFFFörnamn;Efternamn;Utbildning;Status;Kapitel klara;Kapitel totalt;Genomförd\r\n'),
    ).toBe(true);
    // 23.30 UTC on the 22nd is past midnight in Stockholm.
    expect(csv.split('\r\n')[1]).toBe('Åsa;Öberg;Jämställdhet i skolan;Genomförd;4;4;2026-11-23');
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('keeps formulas as text and quotes cells with separators, quotes or line breaks', () => {
    const csv = resultsCsv([
      { ...row, first_name: '=HYPERLINK("http://x")', last_name: 'A;B', completed_at: null },
      { ...row, first_name: '+1', last_name: 'Rad\nbrytning' },
      { ...row, first_name: '@SUM(A1)', last_name: '-2' },
    ]);
    const [, first, second, third] = csv.split('\r\n');
    expect(first).toBe(`"'=HYPERLINK(""http://x"")";"A;B";Jämställdhet i skolan;Genomförd;4;4;`);
    expect(second?.startsWith(`'+1;"Rad`)).toBe(true);
    expect(third?.startsWith(`'@SUM(A1);'-2;`)).toBe(true);
  });
});
