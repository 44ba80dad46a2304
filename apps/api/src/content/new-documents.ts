import { newBlockId } from '@jamstalldhet/blocks/engine';
import { type ContentDraft, EducationSchema, PageSchema } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import { recordAudit } from '../storage/audit';
import { type DocumentKey, saveDraft } from '../storage/content-drafts';
import { freeContentId, usedContentIds } from '../storage/content-ids';
import type { UserRow } from '../storage/sessions';
import { NO_FREE_ID, openDraft } from './publishing';
import { takenSlugs } from './taken-slugs';

interface NewDocument {
  title: string;
  slug: string;
}

/**
 * Starts a course or a page as a draft with a new id and a free address; learners get 404 until
 * it is published. One new id at a time (the lock a room made on the website takes too), from
 * the one id space pages and courses share: comments and files are kept by post ids.
 */
async function createDraft(
  db: Database,
  kind: 'education' | 'page',
  input: NewDocument,
  user: UserRow,
  document: (id: number) => Record<string, unknown>,
): Promise<ContentDraft> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1409)`);
    if ((await takenSlugs(tx, { kind, id: 0 })).has(input.slug)) {
      throw badRequest('slug: Adressen används redan', 'slug');
    }
    const used = await usedContentIds(tx);
    const id = await freeContentId(
      tx,
      (candidate) => used.postIds.has(candidate) || used.courseKeys.has(candidate),
    );
    if (id === null) {
      throw new HttpError(409, NO_FREE_ID);
    }
    const key: DocumentKey = { kind, id };
    const saved = await saveDraft(tx, key, { baseVersion: 0, data: document(id), userId: user.id });
    if (!saved) {
      throw new HttpError(409, 'Försök igen');
    }
    await recordAudit(tx, {
      actor: user,
      action: 'content.create',
      target: input.title,
      details: { kind, id },
    });
    return openDraft(tx, key);
  });
}

/** A new course, starting with its presentation block: the title, the description and the way in. */
export function createEducationDraft(db: Database, input: NewDocument, user: UserRow) {
  return createDraft(db, 'education', input, user, (id) =>
    EducationSchema.parse({
      id,
      slug: input.slug,
      title: input.title,
      presentation: { components: [{ block_id: newBlockId(), name: 'education-presentation' }] },
    }),
  );
}

/** A new page with no blocks yet; a page may take `mina-sidor` (my pages show content pages). */
export function createPageDraft(db: Database, input: NewDocument, user: UserRow) {
  return createDraft(db, 'page', input, user, (id) =>
    PageSchema.parse({ id, slug: input.slug, title: input.title, post_type: 'page', components: [] }),
  );
}
