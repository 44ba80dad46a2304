const BOM = '\uFEFF';

/**
 * Rows as CSV for Excel: UTF-8 with a byte order mark (so å, ä, ö show), semicolons (a Swedish
 * Excel reads commas as decimals), CRLF lines. A cell that could start a formula is prefixed
 * with an apostrophe, so a name or an answer typed as `=HYPERLINK(…)` stays text (CSV injection,
 * {@link FORMULA_START}).
 */
export function csvDocument(rows: ReadonlyArray<readonly string[]>): string {
  return `${BOM}${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

/**
 * What a spreadsheet may read as the start of a formula (OWASP, "CSV Injection"): `=`, `+`, `-`,
 * `@` and their full-width forms, and any leading whitespace, control or format character
 * (space, no-break space, tab, CR, LF, a zero-width space), which some programs skip before
 * looking for one (issue 38).
 */
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\p{White_Space}\p{Cc}\p{Cf}]/u;

function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
