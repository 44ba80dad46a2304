import { sanitizeContentHtml, sanitizeDocumentHtml } from '@jamstalldhet/blocks/engine';
import type { Block, ContentKind } from '@jamstalldhet/contract';

/**
 * A document an editor previews, its HTML made safe here in the browser (DOMPurify, the
 * allow-list the API's saves use). The site's pages render content HTML as the API sent it,
 * sanitized there (content-html/rendered-html.ts); a preview shows what the browser holds,
 * before any save, so it sanitizes first.
 */
export function previewSafe<Document extends object>(kind: ContentKind, document: Document): Document {
  return sanitizeDocumentHtml(kind, document as Record<string, unknown>, sanitizeContentHtml) as Document;
}

/** A page's blocks as `previewSafe` leaves them. */
export function previewSafeBlocks(blocks: readonly Block[]): Block[] {
  return previewSafe('page', { components: [...blocks] }).components;
}
