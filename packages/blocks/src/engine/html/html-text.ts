// The references the sanitizers write into editors' HTML (`&amp;`, `&nbsp;` …); characters
// themselves are kept as characters, so no other reference is needed here.
const REFERENCES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
};

/**
 * The text of an HTML field, for where only text goes (a page's `<meta name="description">`):
 * tags dropped, references decoded, white space collapsed. Without a DOM, so that the server's
 * page shell and the browser say the same; small, since every first page carries it.
 *
 * @example htmlText('<p>Fakta &amp; myter</p>') // 'Fakta & myter'
 */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|#39|nbsp);/g, (_whole, name: string) => REFERENCES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}
