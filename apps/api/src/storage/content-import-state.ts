import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { contentDrafts, contentRevisions } from '../db/schema';
import { type DocumentKey, type DraftRow, NO_REVIEW } from './content-drafts';

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

/**
 * A forced import over an editor's draft: the draft becomes the imported document, published
 * (a new version, so an editor's open copy gets the usual 409 on its next save rather than
 * writing over the import unseen).
 */
export async function replaceDraftWithImport(tx: Database, key: DocumentKey, data: unknown): Promise<void> {
  await tx
    .update(contentDrafts)
    .set({
      data,
      version: sql`${contentDrafts.version} + 1`,
      publishedVersion: sql`${contentDrafts.version} + 1`,
      // The import saved it, not the editor who saved the draft before.
      savedBy: null,
      savedAt: new Date(),
      ...NO_REVIEW,
    })
    .where(and(eq(contentDrafts.kind, key.kind), eq(contentDrafts.documentId, key.id)));
}
