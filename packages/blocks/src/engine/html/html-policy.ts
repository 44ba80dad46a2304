/**
 * What HTML may reach the page, as data: one allow-list that both sanitizers follow, the
 * browser's (`sanitizeContentHtml`, `sanitizeComment` on DOMPurify, in `engine`) and the
 * server's (the same names on sanitize-html, in `@jamstalldhet/blocks/server`). The same
 * hostile-HTML tests run against both.
 */

/** Rich text from content: structure, emphasis, links, lists, tables and images. */
export const CONTENT_HTML_POLICY = {
  tags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'span',
    'figure',
    'figcaption',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  /** Attributes by tag; `*` applies to every allowed tag. */
  attributes: {
    a: ['href', 'title', 'lang', 'hreflang'],
    img: ['src', 'alt', 'width', 'height'],
    abbr: ['title'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'type'],
    '*': ['lang'],
  } as Readonly<Record<string, readonly string[]>>,
  /** Schemes of link addresses; relative addresses are allowed, protocol-relative ones not. */
  schemes: ['http', 'https', 'mailto', 'tel'],
  /** Schemes of image addresses. */
  imageSchemes: ['http', 'https'],
} as const;

/** A comment (SPEC §5): its text, links with these address forms and line breaks. */
export const COMMENT_HTML_POLICY = {
  tags: ['a', 'br'],
  /** Link addresses a comment may keep; anything else leaves only the link's text. */
  safeHref: /^(?:https?:\/\/|mailto:)/i,
  /** Every kept link opens in a new tab, without access to this page. */
  linkAttributes: { target: '_blank', rel: 'noopener noreferrer' },
} as const;

// Like sanitize-html's check: control characters and whitespace do not hide a scheme.
const IGNORED_IN_SCHEME = /[\p{Cc}\s]/gu;
const SCHEME = /^([a-z][a-z0-9.+-]*):/i;
// Browsers read any two of `/` and `\` as the start of another host.
const PROTOCOL_RELATIVE = /^[/\\]{2}/;

/**
 * Whether an address may stay on an attribute: relative, or with one of `schemes`; never
 * protocol-relative (`//host`), which would leave the site.
 */
export function isAllowedAddress(address: string, schemes: readonly string[]): boolean {
  const compact = address.replace(IGNORED_IN_SCHEME, '');
  if (PROTOCOL_RELATIVE.test(compact)) {
    return false;
  }
  const scheme = SCHEME.exec(compact)?.[1];
  return scheme === undefined || schemes.includes(scheme.toLowerCase());
}
