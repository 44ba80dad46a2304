import { duplicateBlock } from '@jamstalldhet/blocks/engine';
import { isRecord } from '@jamstalldhet/contract';

// Every block of a document with new block and option ids (`duplicateBlock`), wherever it sits.
function withNewIds(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(withNewIds);
  }
  if (!isRecord(value)) {
    return value;
  }
  const inner = Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, withNewIds(entry)]));
  return typeof inner.block_id === 'string' && typeof inner.name === 'string'
    ? duplicateBlock(inner as { block_id: string })
    : inner;
}

/**
 * "Kopiera" (issue 36): a course or page as a new document's content, with "Kopia av" before its
 * title and new ids for every block and answer option, so nothing of it is the original's. The
 * import gives it a new document id, and a free address (`-kopia`).
 *
 * @example copyOfDocument({ title: 'Kurs', chapters: [...] }).title // 'Kopia av Kurs'
 */
export function copyOfDocument(document: Record<string, unknown>): Record<string, unknown> {
  const copy = withNewIds(document) as Record<string, unknown>;
  return { ...copy, title: `Kopia av ${String(document.title ?? '')}`.trim() };
}
