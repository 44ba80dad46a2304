import { type HtmlToken, htmlTokens } from './html-tokens';

/** A link of an HTML field: its address and the text a screen reader says for it. */
export interface HtmlLink {
  href: string;
  text: string;
}

/** A run of text that ends a sentence where it ends: a paragraph, heading, list item or cell. */
export interface HtmlTextUnit {
  text: string;
  /** The `lang` it is marked with, on itself or an element around it; null when none. */
  lang: string | null;
  /** Its text without the parts marked with another language (`<span lang="en">`). */
  ownText: string;
}

const HEADING = /^h([1-6])$/;
const UNIT_ELEMENTS = new Set([
  'p',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'td',
  'th',
  'blockquote',
  'dt',
  'dd',
  'figcaption',
  'caption',
]);
// Elements with no end tag.
const VOID_ELEMENTS = new Set(['br', 'img', 'hr', 'wbr', 'input', 'source', 'track', 'col']);

/** The levels of the headings of an HTML field, in order: `<h2>…<h4>` gives `[2, 4]`. */
export function htmlHeadingLevels(html: string): number[] {
  return htmlTokens(html).flatMap((token) => {
    const level = token.kind === 'open' ? HEADING.exec(token.name)?.[1] : undefined;
    return level === undefined ? [] : [Number(level)];
  });
}

/**
 * The links of an HTML field with the text each says: its words, and the text alternatives of
 * images in it (a linked image is named by its `alt`). An `<a>` without `href` is no link.
 */
export function htmlLinks(html: string): HtmlLink[] {
  const links: HtmlLink[] = [];
  let open: { href: string; text: string } | null = null;
  for (const token of htmlTokens(html)) {
    if (token.kind === 'open' && token.name === 'a') {
      open = token.attributes.href === undefined ? null : { href: token.attributes.href, text: '' };
    } else if (open && token.kind === 'text') {
      open.text += token.text;
    } else if (open && token.kind === 'open' && token.name === 'img') {
      open.text += ` ${token.attributes.alt ?? ''} `;
    } else if (open && token.kind === 'close' && token.name === 'a') {
      links.push({ href: open.href, text: open.text.replace(/\s+/g, ' ').trim() });
      open = null;
    }
  }
  return links;
}

/** How many tables of an HTML field have no header cell (`<th>`) in their first row. */
export function htmlTablesWithoutHeaderRow(html: string): number {
  let count = 0;
  // Per open table: whether its first row is still being read, and whether it had a <th>.
  const tables: Array<{ row: 'before' | 'first' | 'after'; header: boolean }> = [];
  for (const token of htmlTokens(html)) {
    const table = tables.at(-1);
    if (token.kind === 'open' && token.name === 'table') {
      tables.push({ row: 'before', header: false });
    } else if (token.kind === 'close' && token.name === 'table' && table) {
      tables.pop();
      count += table.header ? 0 : 1;
    } else if (table && token.kind === 'open' && token.name === 'tr' && table.row === 'before') {
      table.row = 'first';
    } else if (table && token.kind === 'close' && token.name === 'tr' && table.row === 'first') {
      table.row = 'after';
    } else if (table && token.kind === 'open' && token.name === 'th' && table.row === 'first') {
      table.header = true;
    }
  }
  return count;
}

function langOf(token: HtmlToken): string | null {
  return token.kind === 'open' ? (token.attributes.lang ?? token.attributes['xml:lang'] ?? null) : null;
}

/**
 * The text of an HTML field in the units a sentence ends with (a paragraph, heading, list item,
 * table cell), each with the language it is marked with; text outside such an element is a unit
 * of its own. Empty units are left out.
 *
 * @example htmlTextUnits('<p>Hej.</p><p lang="en">Hello</p>')
 * // [{ text: 'Hej.', lang: null, ownText: 'Hej.' }, { text: 'Hello', lang: 'en', ownText: 'Hello' }]
 */
export function htmlTextUnits(html: string): HtmlTextUnit[] {
  const units: HtmlTextUnit[] = [];
  const langs: Array<{ name: string; lang: string | null }> = [];
  let current: HtmlTextUnit | null = null;
  const end = () => {
    if (current && current.text.trim() !== '') {
      const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();
      units.push({ text: tidy(current.text), lang: current.lang, ownText: tidy(current.ownText) });
    }
    current = null;
  };
  const lang = () => langs.findLast((entry) => entry.lang !== null)?.lang ?? null;
  for (const token of htmlTokens(html)) {
    if (token.kind === 'open' && !VOID_ELEMENTS.has(token.name)) {
      langs.push({ name: token.name, lang: langOf(token) });
    }
    if (token.kind === 'open' && UNIT_ELEMENTS.has(token.name)) {
      end();
      current = { text: '', lang: lang(), ownText: '' };
    } else if (token.kind === 'close' && UNIT_ELEMENTS.has(token.name)) {
      end();
    } else if (token.kind === 'text') {
      current ??= { text: '', lang: lang(), ownText: '' };
      current.text += token.text;
      if (lang() === current.lang) {
        current.ownText += token.text;
      }
    } else if (token.kind === 'open' && token.name === 'br') {
      if (current) {
        current.text += ' ';
        current.ownText += ' ';
      }
    }
    if (token.kind === 'close') {
      const at = langs.findLastIndex((entry) => entry.name === token.name);
      if (at >= 0) {
        langs.length = at;
      }
    }
  }
  end();
  return units;
}
