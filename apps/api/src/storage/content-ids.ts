import { forEachRecord } from '@jamstalldhet/contract';
import { inArray, lt, max } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  accessRequests,
  archiveFiles,
  certificates,
  comments,
  completions,
  contentDrafts,
  educations,
  evaluationAnswers,
  learningEvents,
  pageReaches,
  pages,
  progress,
  questionAnswers,
} from '../db/schema';
import { SITE_ROOM_ID_FLOOR } from './room-staff';

// The ids of courses and pages are one space: comments and files are kept by a post id, which
// is a page's id, a course's id or a `post_id` inside a course (storage/posts.ts), so a page and
// a course with one id would share a discussion. Callers hold the advisory lock 1409 (the one a
// room made on the website takes), so two new ids are never the same. The queries run one after
// another: in a transaction they share one connection.

const DOCUMENT_KINDS = ['education', 'page'];

/**
 * A new id for a course or page: after the highest below the website's rooms' ids
 * (storage/room-staff.ts), so the two never meet; null when none is left.
 */
export async function nextContentId(db: Database): Promise<number | null> {
  const below = SITE_ROOM_ID_FLOOR;
  const [education] = await db
    .select({ id: max(educations.id) })
    .from(educations)
    .where(lt(educations.id, below));
  const [page] = await db
    .select({ id: max(pages.id) })
    .from(pages)
    .where(lt(pages.id, below));
  const [draft] = await db
    .select({ id: max(contentDrafts.documentId) })
    .from(contentDrafts)
    .where(lt(contentDrafts.documentId, below));
  const id = Math.max(0, education?.id ?? 0, page?.id ?? 0, draft?.id ?? 0) + 1;
  return id < below ? id : null;
}

/**
 * The post ids and course keys the site's documents use: every course's and page's id and
 * `educationId`, and every `post_id` inside them, published or in a draft. A new document's id
 * is none of these.
 */
export async function usedContentIds(
  db: Database,
): Promise<{ postIds: Set<number>; courseKeys: Set<number> }> {
  const educationRows = await db.select({ id: educations.id, data: educations.data }).from(educations);
  const pageRows = await db.select({ id: pages.id, data: pages.data }).from(pages);
  const draftRows = await db
    .select({ kind: contentDrafts.kind, id: contentDrafts.documentId, data: contentDrafts.data })
    .from(contentDrafts)
    .where(inArray(contentDrafts.kind, DOCUMENT_KINDS));
  const postIds = new Set<number>();
  const courseKeys = new Set<number>();
  const courses = [...educationRows, ...draftRows.filter((row) => row.kind === 'education')];
  for (const row of [...educationRows, ...pageRows, ...draftRows]) {
    postIds.add(row.id);
    collectPostIds(row.data, postIds);
  }
  for (const course of courses) {
    const key = (course.data as { educationId?: unknown }).educationId;
    courseKeys.add(typeof key === 'number' ? key : course.id);
  }
  // What users left under an id outlives a removed document: a new document never takes it, so
  // it never inherits a removed course's answers, completions, discussion or files.
  for (const id of await idsWithUsersWork(db)) {
    postIds.add(id);
    courseKeys.add(id);
  }
  return { postIds, courseKeys };
}

/** Every course key and post id that users' rows (answers, completions, learning events, comments, files …) name. */
async function idsWithUsersWork(db: Database): Promise<number[]> {
  // One after another: in a transaction the queries share one connection.
  const columns = [
    [progress, progress.educationId],
    [completions, completions.educationId],
    [certificates, certificates.educationId],
    [evaluationAnswers, evaluationAnswers.educationId],
    // Starts and passes in the statistics, anonymous ones too (issue 37): a new course under the
    // id would take a removed course's figures.
    [learningEvents, learningEvents.educationId],
    [questionAnswers, questionAnswers.educationId],
    [pageReaches, pageReaches.educationId],
    [accessRequests, accessRequests.educationId],
    [comments, comments.postId],
    [archiveFiles, archiveFiles.postId],
  ] as const;
  const ids: number[] = [];
  for (const [table, column] of columns) {
    const rows = await db.selectDistinct({ id: column }).from(table);
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Every numeric `post_id` in a document, wherever it sits. */
export function collectPostIds(document: unknown, into: Set<number>): Set<number> {
  forEachRecord(document, (record) => {
    if (typeof record.post_id === 'number') {
      into.add(record.post_id);
    }
  });
  return into;
}

/** The first new id from {@link nextContentId} that `taken` does not refuse; null when none is left. */
export async function freeContentId(tx: Database, taken: (id: number) => boolean): Promise<number | null> {
  let id = await nextContentId(tx);
  while (id !== null && taken(id)) {
    id = id + 1 < SITE_ROOM_ID_FLOOR ? id + 1 : null;
  }
  return id;
}
