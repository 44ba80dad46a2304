import { domPurifier } from './dom-purifier';
import { CONTENT_HTML_POLICY, isAllowedAddress } from './html-policy';

const { tags, attributes, schemes, imageSchemes } = CONTENT_HTML_POLICY;
const EVERY_ATTRIBUTE = [...new Set(Object.values(attributes).flat())];

function allowedOn(tag: string, attribute: string): boolean {
  return Boolean(attributes[tag]?.includes(attribute) || attributes['*']?.includes(attribute));
}

/** The little of a DOM element the hooks use (the engine is also compiled without the DOM's types). */
interface DomElement {
  readonly nodeName: string;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
}

const purifier = domPurifier((purify) => {
  // DOMPurify's lists are global; the policy's are per tag, and addresses have their schemes.
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = (node as unknown as DomElement).nodeName.toLowerCase();
    if (!allowedOn(tag, event.attrName)) {
      event.keepAttr = false;
    } else if (event.attrName === 'href' || event.attrName === 'src') {
      event.keepAttr = isAllowedAddress(event.attrValue, tag === 'img' ? imageSchemes : schemes);
    }
  });
  // Images without a text alternative are decorative, not unlabeled.
  purify.addHook('afterSanitizeAttributes', (node) => {
    const element = node as unknown as DomElement;
    if (element.nodeName === 'IMG' && !element.hasAttribute('alt')) {
      element.setAttribute('alt', '');
    }
  });
});

const CONFIG = {
  ALLOWED_TAGS: [...tags],
  ALLOWED_ATTR: EVERY_ATTRIBUTE,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * Makes editor HTML from content safe to render, with the browser's own parser (DOMPurify):
 * only structural and text tags, safe link and image addresses, no scripts, styles, event
 * handlers or frames. The server's twin is in `@jamstalldhet/blocks/server`.
 *
 * @example sanitizeContentHtml('<p onclick="x()">Hej<script>y()</script></p>') // '<p>Hej</p>'
 */
export function sanitizeContentHtml(html: string | null | undefined): string {
  return html ? purifier().sanitize(html, CONFIG) : '';
}
