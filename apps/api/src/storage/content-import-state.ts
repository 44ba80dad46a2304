import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentRevisions } from '../db/schema';
import type { DocumentKey, DraftRow } from './content-drafts';

/** Where a document's newest revision came from (editor, restore, import), or null when it has none. */
export async function latestRevisionSource(db: Database, key: DocumentKey): Promise<string | null> {
  const [row] = await db
    .select({ source: contentRevisions.source })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, key.kind), eq(contentRevisions.documentId, key.id)))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  return row?.source ?? null;
}

/**
 * Whether an editor has changed a document since the last import: its newest revision is an
 * editor's publish or a restore, or its draft has changes learners do not see yet (a draft never
 * published counts too). An import without `--force` leaves such a document alone.
 */
export function changedByEditor(latestSource: string | null, draft: DraftRow | null): boolean {
  const draftChanged = draft !== null && draft.publishedVersion !== draft.version;
  return (latestSource !== null && latestSource !== 'import') || draftChanged;
}
