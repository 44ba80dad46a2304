import sanitizeHtml from 'sanitize-html';
import { linkBareAddresses } from '../engine/html/comment-links';
import { COMMENT_HTML_POLICY, CONTENT_HTML_POLICY } from '../engine/html/html-policy';

// The server's sanitizers: sanitize-html parses without a DOM. The browser's twins in the engine
// use DOMPurify on the browser's own parser; both follow engine/html/html-policy.ts and pass the same
// hostile-HTML tests (engine/html/content-html.test.ts, engine/html/comment.test.ts).

const CONTENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...CONTENT_HTML_POLICY.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(CONTENT_HTML_POLICY.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...CONTENT_HTML_POLICY.schemes],
  allowedSchemesByTag: { img: [...CONTENT_HTML_POLICY.imageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Images without a text alternative are decorative, not unlabeled.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
};

const { linkAttributes, safeHref } = COMMENT_HTML_POLICY;

const COMMENT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...COMMENT_HTML_POLICY.tags],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link with an unsafe or missing address loses it; the filter below then keeps only its
    // text. (Renaming it to a tag that is not allowed left a stray `</span>` when a link
    // closed another: sanitize-html forgets to clear the renaming of a discarded tag.)
    a: (_tagName, attributes) => {
      const href = attributes.href?.trim() ?? '';
      if (!safeHref.test(href)) {
        return { tagName: 'a', attribs: {} };
      }
      return { tagName: 'a', attribs: { href, ...linkAttributes } };
    },
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/**
 * Makes editor HTML from content safe to render, on a server: only structural and text tags,
 * safe link and image addresses, no scripts, styles, event handlers or frames.
 *
 * @example sanitizeContentHtml('<p onclick="x()">Hej<script>y()</script></p>') // '<p>Hej</p>'
 */
export function sanitizeContentHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, CONTENT_OPTIONS) : '';
}

/**
 * Makes a user's comment safe to show as HTML (SPEC §5), on a server: links with http, https or
 * mailto addresses are kept, bare web addresses become links, both open in a new tab, line breaks
 * become `<br />`, and every other tag is removed (the text of script and style too).
 *
 * @example
 * sanitizeComment('Se www.example.se\n<b>tack</b>');
 * // 'Se <a href="https://www.example.se" target="_blank" rel="noopener noreferrer">www.example.se</a><br />tack'
 */
export function sanitizeComment(text: string): string {
  return linkBareAddresses(sanitizeHtml(text, COMMENT_OPTIONS));
}
