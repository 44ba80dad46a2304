import { isAllowedAddress } from './html-policy';

/**
 * Schemes a URL field (a button's, a file's, an image's address) may use: issue 23 allows web
 * addresses over https, e-mail links and the site's own paths, nothing else.
 */
export const URL_FIELD_SCHEMES = ['https', 'mailto'] as const;

const SCHEME = /^[a-z][a-z0-9.+-]*:/i;
// A site path or an anchor on the same page; `//host` is refused by isAllowedAddress.
const SITE_ADDRESS = /^[/#]/;

/**
 * Whether a URL field may hold `address`: `https:`, `mailto:`, a site path (`/om-kakor`) or an
 * anchor (`#kontakt`). Relative paths without `/`, `http:`, `javascript:`, `data:` and any other
 * scheme are refused.
 *
 * @example isAllowedUrlField('/om-kakor') // true
 * @example isAllowedUrlField('javascript:alert(1)') // false
 */
export function isAllowedUrlField(address: string): boolean {
  const trimmed = address.trim();
  return isAllowedAddress(trimmed, URL_FIELD_SCHEMES) && (SITE_ADDRESS.test(trimmed) || SCHEME.test(trimmed));
}

// A path on this site; `//host` is another host.
const SITE_FILE = /^\/(?!\/)/;

/**
 * Whether an image or a sound the page shows itself may come from `address`: only from the site
 * (an upload), as the site's Content-Security-Policy shows no image or sound from another host
 * and an editor's browser must not fetch one either (a tracking pixel). The draft checks refuse
 * any other address for such a field.
 *
 * @example isSiteFileAddress('/api/images/3') // true
 * @example isSiteFileAddress('https://example.se/a.jpg') // false
 */
export function isSiteFileAddress(address: string): boolean {
  return isAllowedUrlField(address) && SITE_FILE.test(address.trim());
}

// An attribute name starts after whitespace, `/` or a quoted value (`title="x"href=…` counts).
// The whole text is searched, not only what looks like tags: a regex cannot find the tags the
// way a browser does, and an address found in text is at worst a question for the editor.
const ADDRESS_ATTRIBUTE =
  /(?<=^|[\s"'/])(?:href|src|action|formaction|xlink:href)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*))/gi;
// `<` is not in the plain part: an `<img` without a closing `>` then fails at the next tag
// instead of scanning to the end for each one (quadratic on hostile HTML).
const IMAGE_TAG = /<img\b((?:[^<>"']|"[^"]*"|'[^']*')*)>/gi;
const ALT_ATTRIBUTE = /(?<=^|[\s"'/])alt(?=[\s=/>]|$)/i;
// Browsers decode numeric references with or without `;`; of the named ones only these few can
// change a scheme (`java&Tab;script&colon;`).
const REFERENCE = /&(?:#x([0-9a-f]+);?|#([0-9]+);?|(colon|tab|newline|amp);)/gi;
const NAMED: Readonly<Record<string, string>> = { colon: ':', tab: '\t', newline: '\n', amp: '&' };

function decodeReferences(value: string): string {
  return value.replace(REFERENCE, (whole, hex?: string, decimal?: string, name?: string) => {
    if (name !== undefined) {
      return NAMED[name.toLowerCase()] ?? whole;
    }
    const code = hex === undefined ? Number(decimal) : Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/**
 * The link and source addresses (`href`, `src`, `action`, …) in an HTML field as a browser
 * reads them, character references decoded. Without a DOM, so that servers share the check.
 *
 * @example htmlAddresses('<a href="jav&#x61;script:x()">x</a>') // ['javascript:x()']
 */
export function htmlAddresses(html: string): string[] {
  return [...html.matchAll(ADDRESS_ATTRIBUTE)].map(([, double, single, bare]) =>
    decodeReferences(double ?? single ?? bare ?? ''),
  );
}

/** How many `<img>` tags of an HTML field have no `alt` attribute at all (`alt=""` is decorative). */
export function htmlImagesWithoutAlt(html: string): number {
  return [...html.matchAll(IMAGE_TAG)].filter(([, attributes = '']) => !ALT_ATTRIBUTE.test(attributes))
    .length;
}
