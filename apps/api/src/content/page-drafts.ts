import { type ContentDraft, PageSchema } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { badRequest, HttpError } from '../http/errors';
import { recordAudit } from '../storage/audit';
import { type DocumentKey, saveDraft } from '../storage/content-drafts';
import { freeContentId, usedContentIds } from '../storage/content-ids';
import type { UserRow } from '../storage/sessions';
import { NO_FREE_ID, openDraft } from './publishing';
import { takenSlugs } from './taken-slugs';

/**
 * Starts a page as a draft with a new id and a free address, as a new course starts
 * (`createEducationDraft`); learners get 404 until it is published. A page may take
 * `mina-sidor` (my pages show content pages), which a course may not.
 */
export async function createPageDraft(
  db: Database,
  input: { title: string; slug: string },
  user: UserRow,
): Promise<ContentDraft> {
  return inTransaction(db, async (tx) => {
    // The lock a new course and a room made on the website take: one new id at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(1409)`);
    if ((await takenSlugs(tx, { kind: 'page', id: 0 })).has(input.slug)) {
      throw badRequest('slug: Adressen används redan', 'slug');
    }
    // Pages and courses share one id space: comments and files are kept by post ids.
    const used = await usedContentIds(tx);
    const id = await freeContentId(
      tx,
      (candidate) => used.postIds.has(candidate) || used.courseKeys.has(candidate),
    );
    if (id === null) {
      throw new HttpError(409, NO_FREE_ID);
    }
    const key: DocumentKey = { kind: 'page', id };
    const data = PageSchema.parse({
      id,
      slug: input.slug,
      title: input.title,
      post_type: 'page',
      components: [],
    }) as Record<string, unknown>;
    const saved = await saveDraft(tx, key, { baseVersion: 0, data, userId: user.id });
    if (!saved) {
      throw new HttpError(409, 'Försök igen');
    }
    await recordAudit(tx, {
      actor: user,
      action: 'content.create',
      target: input.title,
      details: { kind: 'page', id },
    });
    return openDraft(tx, key);
  });
}
