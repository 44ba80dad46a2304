/** A piece of an HTML field: a start tag with its attributes, an end tag, or text. */
export type HtmlToken =
  | { readonly kind: 'open'; readonly name: string; readonly attributes: Readonly<Record<string, string>> }
  | { readonly kind: 'close'; readonly name: string }
  | { readonly kind: 'text'; readonly text: string };

// `<` is not in an attribute's plain part, so a tag left open fails at the next one.
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^<>"']|"[^"]*"|'[^']*')*)>/g;
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};
const REFERENCE = /&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi;

/** Text with its character references decoded (`&amp;`, `&#229;`, `&nbsp;` as a space). */
export function decodeHtmlText(text: string): string {
  return text.replace(REFERENCE, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) {
      return NAMED[name.toLowerCase()] ?? whole;
    }
    const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name = '', double, single, bare] of source.matchAll(ATTRIBUTE)) {
    attributes[name.toLowerCase()] = decodeHtmlText(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/**
 * An HTML field read as a list of tags and text, in order, without a DOM, so the content rules
 * run alike in the editor's browser and on the server. Made for the sanitized HTML of content
 * (the rich-text editor's): comments are dropped, tag names are lower case, text is decoded.
 *
 * @example htmlTokens('<p>Se <a href="/om">om oss</a></p>').map((token) => token.kind)
 * // ['open', 'text', 'open', 'text', 'close', 'close']
 */
export function htmlTokens(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let from = 0;
  const text = (end: number) => {
    if (end > from) {
      tokens.push({ kind: 'text', text: decodeHtmlText(html.slice(from, end)) });
    }
  };
  for (const match of html.matchAll(TAG)) {
    text(match.index);
    from = match.index + match[0].length;
    const [, slash, name] = match;
    if (name === undefined) {
      continue;
    }
    tokens.push(
      slash
        ? { kind: 'close', name: name.toLowerCase() }
        : { kind: 'open', name: name.toLowerCase(), attributes: attributesOf(match[3] ?? '') },
    );
  }
  text(html.length);
  return tokens;
}
