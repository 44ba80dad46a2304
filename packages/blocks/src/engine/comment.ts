import sanitizeHtml from 'sanitize-html';

const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer' } as const;
const LINK_SCHEMES = ['http', 'https', 'mailto'];
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

// Stops at whitespace, control characters, angle brackets and quotes so that text such as
// `"onmouseover=` can never become part of an address. The `www.` form must start a word, not sit
// inside another address or an e-mail address.
const BARE_URL = /\bhttps?:\/\/[^\s\p{Cc}<>"'`]+|(?<![\w@./-])www\.[^\s\p{Cc}<>"'`]+/giu;
// Sentence punctuation after an address belongs to the sentence.
const TRAILING_PUNCTUATION = /[.,;:!?)\]}]+$/;
const LINE_BREAK = /\r\n|\r|\n/g;
const TAG = /<[^>]*>/g;

const KEEP_LINKS_AND_BREAKS: sanitizeHtml.IOptions = {
  allowedTags: ['a', 'br'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link with an unsafe or missing address becomes a tag that is not allowed, so only its
    // text is kept.
    a: (_tagName, attributes) => {
      const href = attributes.href?.trim() ?? '';
      if (!SAFE_HREF.test(href)) {
        return { tagName: 'span', attribs: {} };
      }
      return { tagName: 'a', attribs: { href, ...LINK_ATTRIBUTES } };
    },
  },
};

/**
 * Makes a user's comment safe to show as HTML (SPEC §5): links with http, https or mailto
 * addresses are kept, bare web addresses become links, both open in a new tab, line breaks become
 * `<br />`, and every other tag is removed (the text of script and style too).
 *
 * @example
 * sanitizeComment('Se www.example.se\n<b>tack</b>');
 * // 'Se <a href="https://www.example.se" target="_blank" rel="noopener noreferrer">www.example.se</a><br />tack'
 */
export function sanitizeComment(text: string): string {
  return linkBareAddresses(sanitizeHtml(text, KEEP_LINKS_AND_BREAKS));
}

// Done on the sanitised result rather than in sanitize-html's `textFilter`, which gets text cut
// into pieces at every entity (`a=1&amp;b=2` arrives in three calls) and so cannot see whole
// addresses. The result holds only `<a …>`, `</a>`, `<br />` and text with `<` escaped, so every
// `<` in it starts one of those tags.
function linkBareAddresses(sanitized: string): string {
  let html = '';
  let position = 0;
  let linkDepth = 0;
  for (const tag of sanitized.matchAll(TAG)) {
    html += textToHtml(sanitized.slice(position, tag.index), linkDepth > 0);
    html += tag[0];
    if (tag[0].startsWith('<a ')) {
      linkDepth += 1;
    } else if (tag[0] === '</a>') {
      linkDepth = Math.max(0, linkDepth - 1);
    }
    position = tag.index + tag[0].length;
  }
  return html + textToHtml(sanitized.slice(position), linkDepth > 0);
}

/** Escaped text from sanitize-html as HTML: addresses linked outside links, breaks as `<br />`. */
function textToHtml(escapedText: string, insideLink: boolean): string {
  const plainText = unescapeText(escapedText);
  const html = insideLink ? escapeHtml(plainText) : linkify(plainText);
  return html.replace(LINE_BREAK, '<br />');
}

/** Turns bare addresses in plain text into links; returns HTML. */
function linkify(plainText: string): string {
  let html = '';
  let position = 0;
  for (const match of plainText.matchAll(BARE_URL)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    const href = toHref(address);
    if (href === null) {
      continue;
    }
    html += escapeHtml(plainText.slice(position, match.index));
    html += `<a href="${escapeHtml(href)}" target="${LINK_ATTRIBUTES.target}" rel="${LINK_ATTRIBUTES.rel}">${escapeHtml(address)}</a>`;
    position = match.index + address.length;
  }
  return html + escapeHtml(plainText.slice(position));
}

/** The address as written (with https added to the `www.` form), if it is a web address. */
function toHref(address: string): string | null {
  const href = /^www\./i.test(address) ? `https://${address}` : address;
  try {
    const url = new URL(href);
    const isWeb = url.protocol === 'http:' || url.protocol === 'https:';
    return isWeb && url.hostname.includes('.') ? href : null;
  } catch {
    return null;
  }
}

// sanitize-html escapes exactly these three characters in text.
function unescapeText(escapedText: string): string {
  return escapedText.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
