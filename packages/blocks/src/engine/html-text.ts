// The few named references editors' HTML uses; numeric ones are decoded by number.
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The text of an HTML field, for where only text goes (a page's `<meta name="description">`, a
 * share text): tags dropped, character references decoded, white space collapsed. Without a DOM,
 * so that the server's page shell and the browser say the same.
 *
 * @example htmlText('<p>Fakta &amp; myter</p>') // 'Fakta & myter'
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(
      /&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi,
      (whole, hex?: string, decimal?: string, name?: string) => {
        if (name !== undefined) {
          return NAMED[name.toLowerCase()] ?? whole;
        }
        const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      },
    )
    .replace(/\s+/g, ' ')
    .trim();
}
