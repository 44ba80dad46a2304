import { educationKey } from '@jamstalldhet/blocks/engine';
import { type Education, EducationSchema } from '@jamstalldhet/contract';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { accessRequests, archiveFiles, comments, educations, pages } from '../db/schema';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordAudit } from '../storage/audit';
import { saveEducation } from '../storage/content';
import { contentChanged } from '../storage/content-changes';
import {
  addRevision,
  type DocumentKey,
  deleteDocument,
  deletePublished,
  findPublished,
  lockDraft,
  saveDraft,
} from '../storage/content-drafts';
import { collectPostIds } from '../storage/content-ids';
import { hasLearnerWork } from '../storage/learner-work';
import type { UserRow } from '../storage/sessions';
import { DOCUMENT_KINDS } from './document-kinds';
import { openDraft, staleVersion } from './publishing';

const CLOSED_SUMMARY =
  'Stängd i stället för borttagen: deltagare har sparade svar eller slutförda utbildningar';

async function usersHavePostedOn(tx: Database, postIds: readonly number[]): Promise<boolean> {
  const [commented] = await tx
    .select({ value: count() })
    .from(comments)
    .where(inArray(comments.postId, [...postIds]));
  const [filed] = await tx
    .select({ value: count() })
    .from(archiveFiles)
    .where(inArray(archiveFiles.postId, [...postIds]));
  return Number(commented?.value ?? 0) + Number(filed?.value ?? 0) > 0;
}

// Whether anything of users' or of rooms' hangs on a course: answers, completions, certificates,
// evaluations, access requests, comments or files under any of its post ids, or a room for it.
async function courseInUse(tx: Database, course: Education): Promise<boolean> {
  const key = educationKey(course);
  if (await hasLearnerWork(tx, key)) {
    return true;
  }
  const [requested] = await tx
    .select({ value: count() })
    .from(accessRequests)
    .where(eq(accessRequests.educationId, key));
  if (Number(requested?.value ?? 0) > 0) {
    return true;
  }
  if (await usersHavePostedOn(tx, [...collectPostIds(course, new Set([course.id]))])) {
    return true;
  }
  const [room] = await tx
    .select({ value: count() })
    .from(pages)
    .where(sql`${pages.data}->>'post_type' = 'room' and ${pages.data}->>'education_slug' = ${course.slug}`);
  return Number(room?.value ?? 0) > 0;
}

// A course learners have worked in stays, closed (SPEC §4 rule 2: it cannot be taken), so their
// answers, completions and certificates keep meaning something.
/**
 * An editor's close or unpublish in the document's history: a revision with its one-line summary
 * and an audit entry naming that revision.
 */
async function recordEditorStep(
  tx: Database,
  key: DocumentKey,
  user: UserRow,
  step: { summary: string; action: 'content.close' | 'content.unpublish'; data: Record<string, unknown> },
): Promise<void> {
  const revision = await addRevision(tx, key, {
    source: 'editor',
    authorId: user.id,
    summary: [step.summary],
    data: step.data,
  });
  await recordAudit(tx, {
    actor: user,
    action: step.action,
    target: String(step.data.title ?? key.kind),
    details: { kind: key.kind, id: key.id, revision },
  });
}

async function closeCourse(
  tx: Database,
  key: DocumentKey,
  published: Record<string, unknown>,
  version: number,
  user: UserRow,
) {
  const closed = { ...published, status: 'closed' };
  await saveEducation(tx, EducationSchema.parse(closed));
  const draft = await lockDraft(tx, key);
  if (draft) {
    await saveDraft(tx, key, {
      baseVersion: version,
      data: { ...(draft.data as object), status: 'closed' },
      userId: user.id,
    });
  }
  await recordEditorStep(tx, key, user, { summary: CLOSED_SUMMARY, action: 'content.close', data: closed });
}

/**
 * Removes a course or page (issue 23), over the draft version the editor has seen: a document
 * never published goes with its draft; a course that learners have answers, completions,
 * certificates or evaluations in is closed instead, and nothing of theirs is deleted. The site
 * settings are never removed; a room is removed under Rum; a page with users' comments or files
 * is refused until they are dealt with.
 */
export async function removeDocument(
  db: Database,
  key: DocumentKey,
  version: number,
  user: UserRow,
): Promise<{ outcome: 'removed' | 'closed' }> {
  const rules = DOCUMENT_KINDS[key.kind];
  if (rules.kept) {
    throw badRequest(rules.kept.remove, 'kind');
  }
  const outcome = await inTransaction(db, async (tx) => {
    // Whatever this removes or closes is announced once, when the transaction commits.
    await contentChanged(tx);
    const draft = await lockDraft(tx, key);
    const published = await findPublished(tx, key);
    if (!draft && published === null) {
      throw notFound('Innehållet finns inte');
    }
    if ((draft?.version ?? 0) !== version) {
      throw await staleVersion(tx, key);
    }
    const document = published ?? (draft?.data as Record<string, unknown>);
    if (rules.rooms && document.post_type === 'room') {
      throw badRequest('Ett rum tas bort under Rum i administrationen', 'kind');
    }
    if (rules.holdsUsersPosts && published !== null && (await usersHavePostedOn(tx, [key.id]))) {
      throw conflict('Sidan har kommentarer eller filer från användare. Ta bort dem först.');
    }
    if (rules.holdsLearnersWork && published !== null) {
      // The course's row is locked first: a learner's answer saved while this runs waits for
      // it, and ids that users' rows name are never given to a new course (storage/content-ids.ts).
      await tx.select({ id: educations.id }).from(educations).where(eq(educations.id, key.id)).for('update');
      const course = EducationSchema.parse(published);
      if (await courseInUse(tx, course)) {
        await closeCourse(tx, key, published, version, user);
        return 'closed' as const;
      }
    }
    await deleteDocument(tx, key);
    await recordAudit(tx, {
      actor: user,
      action: 'content.remove',
      target: String(document.title ?? key.kind),
      details: { kind: key.kind, id: key.id },
    });
    return 'removed' as const;
  });
  return { outcome };
}

const UNPUBLISHED_SUMMARY = 'Avpublicerad: deltagarna ser den inte längre';

/**
 * "Avpublicera" (issue 36): a page or course off the site, over the draft version the editor has
 * seen. Learners get 404 again; nothing is deleted: the document is a draft again (the published
 * one, when nobody had changed it), with its revisions, and can be published again. A course
 * learners have worked in is refused (409): their certificates and results name it, so it is
 * closed instead. The settings and rooms are not unpublished here.
 */
export async function unpublishDocument(db: Database, key: DocumentKey, version: number, user: UserRow) {
  const rules = DOCUMENT_KINDS[key.kind];
  if (rules.kept) {
    throw badRequest(rules.kept.unpublish, 'kind');
  }
  await inTransaction(db, async (tx) => {
    await contentChanged(tx);
    const draft = await lockDraft(tx, key);
    const published = await findPublished(tx, key);
    if (published === null) {
      throw badRequest('Det finns ingen publicerad version att avpublicera', 'version');
    }
    if ((draft?.version ?? 0) !== version) {
      throw await staleVersion(tx, key);
    }
    if (rules.rooms && published.post_type === 'room') {
      throw badRequest('Ett rum hanteras under Rum i administrationen', 'kind');
    }
    if (rules.holdsLearnersWork) {
      await tx.select({ id: educations.id }).from(educations).where(eq(educations.id, key.id)).for('update');
      if (await courseInUse(tx, EducationSchema.parse(published))) {
        throw conflict(
          'Deltagare har svar, resultat eller intyg i utbildningen. Stäng den i stället (Status: Stängd), så finns deras arbete kvar.',
        );
      }
    }
    if (!draft) {
      await saveDraft(tx, key, { baseVersion: 0, data: published, userId: user.id });
    }
    await deletePublished(tx, key);
    await recordEditorStep(tx, key, user, {
      summary: UNPUBLISHED_SUMMARY,
      action: 'content.unpublish',
      data: published,
    });
  });
  return openDraft(db, key);
}
