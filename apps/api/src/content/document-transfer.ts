import { type ContentDraft, forEachRecord, type TransferKind } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { badRequest, HttpError, notFound } from '../http/errors';
import { recordAudit } from '../storage/audit';
import {
  addRevision,
  type DocumentKey,
  findDraft,
  findPublished,
  saveDraft,
} from '../storage/content-drafts';
import { freeContentId, usedContentIds } from '../storage/content-ids';
import { SITE_ROOM_ID_FLOOR } from '../storage/room-staff';
import type { UserRow } from '../storage/sessions';
import { DOCUMENT_KINDS } from './document-kinds';
import { parseDocumentShape } from './document-shape';
import { storableDraft } from './draft-rules';
import { NO_FREE_ID, openDraft } from './publishing';
import { freeSlug, takenSlugs } from './taken-slugs';

/**
 * A course or page as one file in the content folder's format (`apps/api/content/`): the draft
 * when there is one, else the published document. Only content: a room's members are personal
 * data, kept as memberships and never in a file (a `members` list a draft holds is left out).
 */
export async function exportDocument(db: Database, key: DocumentKey & { kind: TransferKind }) {
  const [draft, published] = await Promise.all([findDraft(db, key), findPublished(db, key)]);
  const data = (draft?.data as Record<string, unknown> | undefined) ?? published;
  if (!data) {
    throw notFound('Innehållet finns inte');
  }
  const { members: _members, ...content } = data;
  const slug = typeof content.slug === 'string' ? content.slug : `${key.kind}-${key.id}`;
  return {
    // Only what is safe in a header's quoted file name.
    filename: `${slug.replace(/[^A-Za-z0-9._-]/g, '-')}.json`,
    json: `${JSON.stringify(content, null, 2)}\n`,
  };
}

/**
 * A file back in as a draft, never a publish: learners see nothing until an editor publishes
 * it. It keeps its id when no course, page or draft has it, else it gets a new one as a new
 * course does; it keeps its address when free, else `<slug>-kopia` (`-kopia-2`…). A course
 * with a new id gets its own key for learners' progress, and `post_id`s another document uses
 * are dropped, so the copy never shares learners' answers, discussions or files with the
 * original. An `import` revision and an audit entry record it.
 */
export async function importDocumentAsDraft(
  db: Database,
  kind: TransferKind,
  input: Record<string, unknown>,
  user: UserRow,
): Promise<ContentDraft> {
  // Checked as a save is (an address, a colour, repeated ids), its HTML sanitized, before any lock.
  const rules = DOCUMENT_KINDS[kind];
  if (rules.rooms && input.post_type === 'room') {
    // A room has members, teachers and an invite: it is made under Rum, not from a file.
    throw badRequest('data.post_type: Rum skapas under Rum i administrationen', 'data.post_type');
  }
  const parsed = storableDraft(kind, parseDocumentShape(kind, input), null);
  const created = await inTransaction(db, async (tx) => {
    // The lock of every new id (content/publishing.ts, storage/room-staff.ts): one at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(1409)`);
    const used = await usedContentIds(tx);
    const taken = (candidate: number) =>
      candidate >= SITE_ROOM_ID_FLOOR || used.postIds.has(candidate) || used.courseKeys.has(candidate);
    const originalId = parsed.id as number;
    const keepsId = !taken(originalId);
    const id = keepsId ? originalId : await freeContentId(tx, taken);
    if (id === null) {
      throw new HttpError(409, NO_FREE_ID);
    }
    const key: DocumentKey = { kind, id };
    const originalSlug = parsed.slug as string;
    const slug = freeSlug(originalSlug, await takenSlugs(tx, key));
    const data: Record<string, unknown> = { ...parsed, id, slug };
    if (rules.holdsLearnersWork) {
      // Learners' progress is keyed by the course key: a copy under a new id gets a key of its own.
      const courseKey = typeof parsed.educationId === 'number' ? parsed.educationId : originalId;
      data.educationId = keepsId && !used.courseKeys.has(courseKey) ? courseKey : id;
    }
    const dropped = dropTakenPostIds(data, used.postIds);
    const saved = await saveDraft(tx, key, { baseVersion: 0, data, userId: user.id });
    if (!saved) {
      throw new HttpError(409, 'Försök igen');
    }
    await addRevision(tx, key, {
      source: 'import',
      authorId: user.id,
      summary: [
        'Importerad från fil',
        ...(keepsId ? [] : [`Nytt id ${id} (${originalId} fanns redan)`]),
        ...(slug === originalSlug ? [] : [`Ny adress ${slug} (${originalSlug} var upptagen)`]),
        ...(dropped > 0 ? [`${dropped} post_id borttagna (används redan)`] : []),
      ],
      data,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'content.import',
      target: String(data.title ?? kind),
      details: { kind, id, slug, from_id: originalId },
    });
    return key;
  });
  // After the commit: openDraft reads in parallel, which a transaction's one connection must not.
  return openDraft(db, created);
}

/** A new id as a new course gets one (storage/content-ids.ts), past any a post or course key uses. */
/** Removes every `post_id` that another document uses (comments and files are kept by it); answers how many. */
function dropTakenPostIds(document: Record<string, unknown>, used: ReadonlySet<number>): number {
  let dropped = 0;
  forEachRecord(document, (record) => {
    if (typeof record.post_id === 'number' && used.has(record.post_id)) {
      delete record.post_id;
      dropped += 1;
    }
  });
  return dropped;
}
