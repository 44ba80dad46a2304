const BOM = '\uFEFF';

/**
 * Rows as CSV for Excel: UTF-8 with a byte order mark (so å, ä, ö show), semicolons (a Swedish
 * Excel reads commas as decimals), CRLF lines. A cell that could start a formula is prefixed
 * with an apostrophe, so a name or an answer typed as `=HYPERLINK(…)` stays text (CSV injection).
 */
export function csvDocument(rows: ReadonlyArray<readonly string[]>): string {
  return `${BOM}${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
