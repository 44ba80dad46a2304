import type { ContentKind } from '@jamstalldhet/contract';
import { isRecord } from '@jamstalldhet/contract';

/**
 * The fields of a course or page that hold HTML, wherever they sit (a block, an item, a card
 * side, the header): what `RichText` renders. Every other string is text and is never parsed.
 */
export const HTML_FIELD_KEYS: ReadonlySet<string> = new Set([
  'html',
  'correct_description',
  'wrong_description',
  'video_transcript',
  'sound_transcript',
  'box_text',
  'image_text',
  'answer',
  'desc',
  'excerpt',
]);

/** Makes one piece of editor HTML safe (the server's or the browser's `sanitizeContentHtml`). */
export type Sanitize = (html: string) => string;

type Json = unknown;

function cleanTree(value: Json, key: string, sanitize: Sanitize): Json {
  if (typeof value === 'string') {
    return HTML_FIELD_KEYS.has(key) ? sanitize(value) : value;
  }
  if (Array.isArray(value)) {
    return value.map((entry) => cleanTree(entry, key, sanitize));
  }
  if (!isRecord<Json>(value)) {
    return value;
  }
  return Object.fromEntries(
    Object.entries(value).map(([name, entry]) => [name, cleanTree(entry, name, sanitize)]),
  );
}

function cleanText(holder: Json, field: string, sanitize: Sanitize): void {
  if (isRecord<Json>(holder) && typeof holder[field] === 'string') {
    holder[field] = sanitize(holder[field]);
  }
}

// The settings' HTML sits in a few named places, and a footer item is HTML only by its type.
function cleanSettings(settings: Record<string, Json>, sanitize: Sanitize): Record<string, Json> {
  const copy = structuredClone(settings);
  cleanText(copy, 'evaluation_terms', sanitize);
  const consent = copy.cookie_consent;
  if (isRecord<Json>(consent)) {
    cleanText(consent.popup, 'text', sanitize);
    cleanText(consent.settings, 'text', sanitize);
  }
  const footer = copy.footer;
  const columns = isRecord<Json>(footer)
    ? [footer.upper, footer.lower].flatMap((row) => (Array.isArray(row) ? row : []))
    : [];
  for (const column of columns) {
    const items = isRecord<Json>(column) && Array.isArray(column.items) ? column.items : [];
    for (const item of items) {
      if (isRecord<Json>(item) && item.type === 'html') {
        cleanText(item, 'text', sanitize);
      }
    }
  }
  return copy;
}

/**
 * A document with every HTML field made safe by `sanitize`, the same allow-list rendering uses:
 * what an editor saves is stored clean, and rendering sanitizes again. Text fields are kept as
 * written (a title "a < b" stays that).
 *
 * @example sanitizeDocumentHtml('page', page, sanitizeContentHtml)
 */
export function sanitizeDocumentHtml(
  kind: ContentKind,
  document: Record<string, Json>,
  sanitize: Sanitize,
): Record<string, Json> {
  if (kind === 'settings') {
    return cleanSettings(document, sanitize);
  }
  return cleanTree(document, '', sanitize) as Record<string, Json>;
}
