import type { ContentKind } from '@jamstalldhet/contract';
import { and, eq, exists, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { type CheckedFinding, contentChecks, educations, pages } from '../db/schema';

/** A document's key (content-drafts.ts's `DocumentKey`, which imports this module). */
interface DocumentKey {
  kind: ContentKind;
  id: number;
}

export type ContentCheckRow = typeof contentChecks.$inferSelect;

/** A check of a published document: what the content rules found, and why it went live all the same. */
export interface ContentCheck {
  title: string;
  findings: CheckedFinding[];
  motivering: string | null;
  checkedBy: number | null;
}

/** Records the check of a document just published, over the one before. */
export async function recordContentCheck(tx: Database, key: DocumentKey, check: ContentCheck): Promise<void> {
  const row = { kind: key.kind, documentId: key.id, ...check, checkedAt: new Date() };
  await tx
    .insert(contentChecks)
    .values(row)
    .onConflictDoUpdate({ target: [contentChecks.kind, contentChecks.documentId], set: row });
}

/** Forgets a document's check: it is not published any more, or an import wrote it unchecked. */
export async function forgetContentCheck(tx: Database, key: DocumentKey): Promise<void> {
  await tx
    .delete(contentChecks)
    .where(and(eq(contentChecks.kind, key.kind), eq(contentChecks.documentId, key.id)));
}

/**
 * Every check of what is published now, oldest first: a check a late read wrote while its
 * document was being unpublished is left out with it.
 */
export function listContentChecks(db: Database): Promise<ContentCheckRow[]> {
  const published = or(
    and(
      eq(contentChecks.kind, 'education'),
      exists(sql`(select 1 from ${educations} where ${educations.id} = ${contentChecks.documentId})`),
    ),
    and(
      eq(contentChecks.kind, 'page'),
      exists(sql`(select 1 from ${pages} where ${pages.id} = ${contentChecks.documentId})`),
    ),
  );
  return db
    .select()
    .from(contentChecks)
    .where(published)
    .orderBy(contentChecks.checkedAt, contentChecks.documentId);
}

// The subquery "this published document has a check".
const checkOf = (kind: 'education' | 'page', id: typeof educations.id | typeof pages.id) =>
  sql`(select 1 from ${contentChecks} where ${contentChecks.kind} = ${kind} and ${contentChecks.documentId} = ${id})`;

/**
 * Published courses and pages (rooms aside: they are not public) that have no check: published
 * before the content rules, or written by an operator's folder import.
 */
export async function uncheckedPublished(db: Database): Promise<Array<DocumentKey & { data: unknown }>> {
  const [courseRows, pageRows] = await Promise.all([
    db
      .select({ id: educations.id, data: educations.data })
      .from(educations)
      .where(notExists(checkOf('education', educations.id))),
    db
      .select({ id: pages.id, data: pages.data })
      .from(pages)
      .where(and(sql`${pages.postType} <> 'room'`, notExists(checkOf('page', pages.id)))),
  ]);
  return [
    ...courseRows.map((row) => ({ kind: 'education' as const, ...row })),
    ...pageRows.map((row) => ({ kind: 'page' as const, ...row })),
  ];
}

/** Records the check of a document published without one, unless a publish has recorded one since. */
export async function recordLateCheck(db: Database, key: DocumentKey, check: ContentCheck): Promise<void> {
  await db
    .insert(contentChecks)
    .values({ kind: key.kind, documentId: key.id, ...check })
    .onConflictDoNothing();
}
