import { draftFieldProblems, keepIdsSound, sanitizeDocumentHtml } from '@jamstalldhet/blocks/engine';
import { sanitizeContentHtml } from '@jamstalldhet/blocks/server';
import type { ContentKind } from '@jamstalldhet/contract';
import { badRequest } from '../http/errors';
import { DOCUMENT_KINDS } from './document-kinds';

/**
 * A parsed draft as it may be stored (issue 23): refused (400, every problem with its path, the
 * first named in the message) when an address, video, phone link, colour, padding or icon is not
 * allowed or a published id was edited; otherwise with repeated ids replaced and every HTML field
 * sanitized with the allow-list rendering uses. Nothing unsafe is stored, not even in a draft.
 */
export function storableDraft(
  kind: ContentKind,
  document: Record<string, unknown>,
  published: Record<string, unknown> | null,
  ids: Parameters<typeof keepIdsSound>[2] = {},
): Record<string, unknown> {
  const sound = DOCUMENT_KINDS[kind].hasIds
    ? keepIdsSound(document, published, ids)
    : { document, problems: [] };
  refuseProblems([...draftFieldProblems(document), ...sound.problems]);
  return cleanDocumentHtml(kind, sound.document);
}

/** A 400 listing `problems` (paths in the document), the first named in the message and `field`. */
export function refuseProblems(problems: ReadonlyArray<{ path: string; message: string }>): void {
  const [first] = problems;
  if (first) {
    const error = badRequest(`data.${first.path}: ${first.message}`, `data.${first.path}`);
    error.details = { problems };
    throw error;
  }
}

/** A document's HTML fields sanitized, as a save stores them (a restored revision too). */
export function cleanDocumentHtml(kind: ContentKind, document: Record<string, unknown>) {
  return sanitizeDocumentHtml(kind, document, sanitizeContentHtml);
}
