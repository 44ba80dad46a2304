import type { ContentKind, ContentState } from '@jamstalldhet/contract';
import { and, desc, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { contentDrafts, contentRevisions, educations, pages, siteSettings, users } from '../db/schema';
import { personName } from '../format/person-name';
import { forgetContentCheck } from './content-checks';

/** An editor's draft of one document (db/schema.ts `content_drafts`). */
export type DraftRow = typeof contentDrafts.$inferSelect;

/** One document's key: what it is and its id (the site settings are id 1). */
export interface DocumentKey {
  kind: ContentKind;
  id: number;
}

/** Where each kind's published document is kept (what learners get). */
const PUBLISHED_TABLES = { education: educations, page: pages, settings: siteSettings } as const;

const byKey = ({ kind, id }: DocumentKey) =>
  and(eq(contentDrafts.kind, kind), eq(contentDrafts.documentId, id));

/** The published document as learners get it, or null when it was never published. */
export async function findPublished(
  db: Database,
  { kind, id }: DocumentKey,
): Promise<Record<string, unknown> | null> {
  const table = PUBLISHED_TABLES[kind];
  const [row] = await db.select({ data: table.data }).from(table).where(eq(table.id, id)).limit(1);
  return (row?.data as Record<string, unknown> | undefined) ?? null;
}

/** A document's state: published as its draft is (or no draft), never published, or changed since. */
export function draftState(
  draft: Pick<DraftRow, 'version' | 'publishedVersion'> | null | undefined,
  published: boolean,
): ContentState {
  if (!draft || draft.publishedVersion === draft.version) {
    return 'published';
  }
  return published ? 'changed' : 'draft';
}

export async function findDraft(db: Database, key: DocumentKey): Promise<DraftRow | null> {
  const [row] = await db.select().from(contentDrafts).where(byKey(key)).limit(1);
  return row ?? null;
}

/** The draft, locked until the transaction ends: publishes and restores of one document take turns. */
export async function lockDraft(tx: Database, key: DocumentKey): Promise<DraftRow | null> {
  const [row] = await tx.select().from(contentDrafts).where(byKey(key)).for('update').limit(1);
  return row ?? null;
}

/**
 * Saves a draft over the version the editor started from, atomically: version 0 means "from
 * the published document, no draft yet". Null when another save came first, so a late or
 * stale save never overwrites a newer one.
 */
export async function saveDraft(
  db: Database,
  key: DocumentKey,
  save: { baseVersion: number; data: Record<string, unknown>; userId: number },
): Promise<DraftRow | null> {
  if (save.baseVersion === 0) {
    const [inserted] = await db
      .insert(contentDrafts)
      .values({ kind: key.kind, documentId: key.id, data: save.data, version: 1, savedBy: save.userId })
      .onConflictDoNothing()
      .returning();
    return inserted ?? null;
  }
  const [updated] = await db
    .update(contentDrafts)
    .set({
      data: save.data,
      version: sql`${contentDrafts.version} + 1`,
      savedBy: save.userId,
      savedAt: new Date(),
    })
    .where(and(byKey(key), eq(contentDrafts.version, save.baseVersion)))
    .returning();
  return updated ?? null;
}

/**
 * What a draft's review columns are once it is over: a publish, an unpublish and an import
 * each end it, so nothing is left waiting for a review of what is no longer there.
 */
export const NO_REVIEW = {
  reviewState: null,
  reviewVersion: null,
  reviewBy: null,
  reviewAt: null,
  reviewComment: null,
} as const;

/** Marks the draft's current version as the one learners now see; a review of it is over. */
export async function markPublished(tx: Database, key: DocumentKey, version: number): Promise<DraftRow> {
  const [row] = await tx
    .update(contentDrafts)
    .set({ publishedVersion: version, ...NO_REVIEW })
    .where(byKey(key))
    .returning();
  if (!row) {
    throw new Error(`No draft of ${key.kind} ${key.id} to mark published`);
  }
  return row;
}

/** A draft's review step (issue 36): sent by an editor, or sent back with a comment, on `version`. */
export interface ReviewStep {
  state: 'pending' | 'returned';
  version: number;
  by: number;
  comment: string | null;
}

/** Records a review step on the draft (callers hold its lock). */
export async function setReview(tx: Database, key: DocumentKey, step: ReviewStep): Promise<DraftRow> {
  const [row] = await tx
    .update(contentDrafts)
    .set({
      reviewState: step.state,
      reviewVersion: step.version,
      reviewBy: step.by,
      reviewAt: new Date(),
      reviewComment: step.comment,
    })
    .where(byKey(key))
    .returning();
  if (!row) {
    throw new Error(`No draft of ${key.kind} ${key.id} to review`);
  }
  return row;
}

/** Where a revision came from: a publish, a restore, an import, or a snapshot of a draft being edited. */
export type RevisionSource = 'editor' | 'restore' | 'import' | 'draft' | 'before';

/** Adds a revision numbered after the document's last one (callers hold the draft's lock). */
export async function addRevision(
  tx: Database,
  key: DocumentKey,
  revision: {
    source: RevisionSource;
    authorId: number | null;
    summary: string[];
    data: unknown;
  },
): Promise<number> {
  const [last] = await tx
    .select({ number: sql<number>`coalesce(max(${contentRevisions.number}), 0)::int` })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.kind, key.kind), eq(contentRevisions.documentId, key.id)));
  const number = Number(last?.number ?? 0) + 1;
  await tx.insert(contentRevisions).values({ kind: key.kind, documentId: key.id, number, ...revision });
  return number;
}

/** A document's revisions, newest first, with their authors' names. */
const REVISION_LISTED = {
  number: contentRevisions.number,
  source: contentRevisions.source,
  at: contentRevisions.at,
  summary: contentRevisions.summary,
  firstName: users.firstName,
  lastName: users.lastName,
};

export async function listRevisions(db: Database, key: DocumentKey) {
  return db
    .select(REVISION_LISTED)
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(byRevisionKey(key))
    .orderBy(desc(contentRevisions.number));
}

/** One revision as the list has it, with its document; null when there is none by that number. */
export async function readRevision(db: Database, key: DocumentKey, number: number) {
  const [row] = await db
    .select({ ...REVISION_LISTED, data: contentRevisions.data })
    .from(contentRevisions)
    .leftJoin(users, eq(users.id, contentRevisions.authorId))
    .where(and(byRevisionKey(key), eq(contentRevisions.number, number)))
    .limit(1);
  return row ?? null;
}

export async function findRevision(db: Database, key: DocumentKey, number: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(byRevisionKey(key), eq(contentRevisions.number, number)))
    .limit(1);
  return row ?? null;
}

const reviewers = alias(users, 'reviewers');

/** Every draft with its saver's name and its reviewer's, for the editors' list. */
export function listDrafts(db: Database) {
  return db
    .select({
      kind: contentDrafts.kind,
      documentId: contentDrafts.documentId,
      data: contentDrafts.data,
      version: contentDrafts.version,
      publishedVersion: contentDrafts.publishedVersion,
      savedAt: contentDrafts.savedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      reviewState: contentDrafts.reviewState,
      reviewVersion: contentDrafts.reviewVersion,
      reviewAt: contentDrafts.reviewAt,
      reviewComment: contentDrafts.reviewComment,
      reviewerFirstName: reviewers.firstName,
      reviewerLastName: reviewers.lastName,
    })
    .from(contentDrafts)
    .leftJoin(users, eq(users.id, contentDrafts.savedBy))
    .leftJoin(reviewers, eq(reviewers.id, contentDrafts.reviewBy));
}

/** The name of a user, for "saved by", or null for a deleted account. */
export async function userName(db: Database, userId: number | null): Promise<string | null> {
  if (userId === null) {
    return null;
  }
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? personName(row.firstName, row.lastName) : null;
}

/**
 * After an import replaced a published document, its draft becomes the imported document,
 * published: a new version, so it neither shows the old text nor brings it back on the next
 * publish, and an editor's open copy gets the usual 409 on its next save rather than writing over
 * the import unseen. A draft with an editor's unpublished changes is left as it is, unless the
 * import was forced `overEdits` (`--force`).
 */
export async function draftFollowsImport(
  tx: Database,
  key: DocumentKey,
  data: unknown,
  { overEdits }: { overEdits: boolean },
): Promise<void> {
  const unchanged = sql`${contentDrafts.publishedVersion} = ${contentDrafts.version}`;
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
    .where(overEdits ? byKey(key) : and(byKey(key), unchanged));
}

const byRevisionKey = ({ kind, id }: DocumentKey) =>
  and(eq(contentRevisions.kind, kind), eq(contentRevisions.documentId, id));

/** When the document's newest revision was made, or null when it has none. */
export async function latestRevisionAt(db: Database, key: DocumentKey): Promise<Date | null> {
  const [row] = await db
    .select({ at: contentRevisions.at })
    .from(contentRevisions)
    .where(byRevisionKey(key))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Thins a document's draft snapshots: those older than `olderThan` go, and of the rest only the
 * newest `keep`. Publishes, restores and imports are kept for good.
 */
export async function thinDraftSnapshots(
  tx: Database,
  key: DocumentKey,
  limits: { olderThan: Date; keep: number; source?: 'draft' | 'before' },
): Promise<void> {
  const source = limits.source ?? 'draft';
  const newest = tx
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(byRevisionKey(key), eq(contentRevisions.source, source)))
    .orderBy(desc(contentRevisions.number))
    .limit(limits.keep);
  await tx
    .delete(contentRevisions)
    .where(
      and(
        byRevisionKey(key),
        eq(contentRevisions.source, source),
        or(lt(contentRevisions.at, limits.olderThan), notInArray(contentRevisions.number, newest)),
      ),
    );
}

/**
 * The published document only: learners get 404; the draft and the revisions stay. Its content
 * check goes too: the accessibility statement lists what is published.
 */
export async function deletePublished(tx: Database, key: DocumentKey): Promise<void> {
  const table = PUBLISHED_TABLES[key.kind];
  await tx.delete(table).where(eq(table.id, key.id));
  await forgetContentCheck(tx, key);
  await tx
    .update(contentDrafts)
    .set({ publishedVersion: null, ...NO_REVIEW })
    .where(byKey(key));
}

/** Removes a document for good: what learners get, its content check, the draft and its revisions. */
export async function deleteDocument(tx: Database, key: DocumentKey): Promise<void> {
  const table = PUBLISHED_TABLES[key.kind];
  await tx.delete(table).where(eq(table.id, key.id));
  await forgetContentCheck(tx, key);
  await tx.delete(contentDrafts).where(byKey(key));
  await tx.delete(contentRevisions).where(byRevisionKey(key));
}
