import { linkBareAddresses } from './comment-links';
import { domPurifier } from './dom-purifier';
import { COMMENT_HTML_POLICY } from './html-policy';

const { tags, safeHref, linkAttributes } = COMMENT_HTML_POLICY;
const purifier = domPurifier(() => {});
const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The little of a DOM node this needs (the engine is also compiled without the DOM's types). */
interface DomNode {
  readonly nodeType: number;
  readonly nodeName: string;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<DomNode>;
  getAttribute?(name: string): string | null;
}

/**
 * Makes a user's comment safe to show as HTML (SPEC §5), with the browser's own parser
 * (DOMPurify): links with http, https or mailto addresses are kept, bare web addresses become
 * links, both open in a new tab, line breaks become `<br />`, and every other tag is removed (the
 * text of script and style too). The server's twin, with the same results, is in
 * `@jamstalldhet/blocks/server`.
 *
 * @example
 * sanitizeComment('Se www.example.se\n<b>tack</b>');
 * // 'Se <a href="https://www.example.se" target="_blank" rel="noopener noreferrer">www.example.se</a><br />tack'
 */
export function sanitizeComment(text: string): string {
  const fragment = purifier().sanitize(text, {
    ALLOWED_TAGS: [...tags],
    ALLOWED_ATTR: ['href'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  return linkBareAddresses(serialize(fragment as unknown as DomNode));
}

// Written out by hand, as the server's sanitizer writes it (`<br />`, only `&`, `<` and `>`
// escaped in text), so both give the same string and share the last step: the fragment holds
// only text, links and breaks, and a link keeps only a safe address.
function serialize(parent: DomNode): string {
  let html = '';
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === TEXT_NODE) {
      html += escapeText(node.textContent ?? '');
    } else if (node.nodeType === ELEMENT_NODE) {
      html += serializeElement(node);
    }
  }
  return html;
}

function serializeElement(element: DomNode): string {
  if (element.nodeName === 'BR') {
    return '<br />';
  }
  const inner = serialize(element);
  const href = element.nodeName === 'A' ? (element.getAttribute?.('href') ?? '').trim() : '';
  if (!safeHref.test(href)) {
    return inner;
  }
  return `<a href="${escapeAttribute(href)}" target="${linkAttributes.target}" rel="${linkAttributes.rel}">${inner}</a>`;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return escapeText(value).replace(/"/g, '&quot;');
}
