import { COMMENT_HTML_POLICY } from './html-policy';

const { linkAttributes: LINK_ATTRIBUTES } = COMMENT_HTML_POLICY;

// Stops at whitespace, control characters, angle brackets and quotes so that text such as
// `"onmouseover=` can never become part of an address. The `www.` form must start a word, not sit
// inside another address or an e-mail address.
const BARE_URL = /\bhttps?:\/\/[^\s\p{Cc}<>"'`]+|(?<![\w@./-])www\.[^\s\p{Cc}<>"'`]+/giu;
// Sentence punctuation after an address belongs to the sentence.
const SENTENCE_PUNCTUATION = new Set('.,;:!?)]}');
const LINE_BREAK = /\r\n|\r|\n/g;
const TAG = /<[^>]*>/g;

/**
 * The last step of both comment sanitizers: bare web addresses in the text become links and line
 * breaks become `<br />`. Takes HTML written as sanitize-html writes it: only `<a …>`, `</a>`,
 * `<br />` and text with `&`, `<` and `>` escaped, so every `<` in it starts one of those tags.
 */
export function linkBareAddresses(sanitized: string): string {
  // Done on the sanitised result rather than in sanitize-html's `textFilter`, which gets text cut
  // into pieces at every entity (`a=1&amp;b=2` arrives in three calls) and so cannot see whole
  // addresses.
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

/** Escaped text as HTML: addresses linked outside links, breaks as `<br />`. */
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
    const address = withoutTrailingPunctuation(match[0]);
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

// Both sanitizers escape exactly these three characters in text.
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

// A loop from the end, not a regular expression anchored at `$`, which takes quadratic time on
// an address followed by many dots and one letter.
function withoutTrailingPunctuation(address: string): string {
  let end = address.length;
  while (end > 0 && SENTENCE_PUNCTUATION.has(address.charAt(end - 1))) {
    end -= 1;
  }
  return address.slice(0, end);
}
