import type { ContentDraft } from '@jamstalldhet/contract';
import { type Database, inTransaction } from '../db/database';
import { badRequest, conflict, notFound } from '../http/errors';
import { recordAudit } from '../storage/audit';
import {
  type DocumentKey,
  type DraftRow,
  findPublished,
  lockDraft,
  setReview,
} from '../storage/content-drafts';
import type { UserRow } from '../storage/sessions';
import { draftOnWire, MISSING, publishableData, staleVersion } from './publishing';

/** The 409 of a return when nothing is waiting, for instance after another administrator acted. */
export const NOT_IN_REVIEW = 'Utkastet väntar inte på granskning';

/**
 * The draft the caller has seen, locked, or the refusal: 404 for no document, 409 for a newer
 * version than the one they name (so nobody sends, or sends back, what they have not read).
 */
async function lockedDraftAt(tx: Database, key: DocumentKey, version: number) {
  const draft = await lockDraft(tx, key);
  const published = await findPublished(tx, key);
  if (!draft && published === null) {
    throw notFound(MISSING);
  }
  if ((draft?.version ?? 0) !== version) {
    throw await staleVersion(tx, key);
  }
  return { draft, published };
}

const titleOf = (draft: DraftRow, key: DocumentKey) =>
  String((draft.data as { title?: unknown }).title ?? key.kind);

/**
 * An editor sends the draft they have seen for review (issue 36). It must pass every publish
 * check first, so an administrator is never asked to review what cannot be published. Sending
 * again the version already waiting changes nothing; a version saved since is sent anew.
 */
export function requestReview(
  db: Database,
  key: DocumentKey,
  version: number,
  user: UserRow,
): Promise<ContentDraft> {
  return inTransaction(db, async (tx) => {
    const { draft, published } = await lockedDraftAt(tx, key, version);
    if (!draft || draft.publishedVersion === draft.version) {
      throw badRequest('Det finns inga ändringar att skicka för granskning', 'version');
    }
    if (draft.reviewState === 'pending' && draft.reviewVersion === version) {
      return draftOnWire(tx, key, draft, published);
    }
    await publishableData(tx, key, draft, published);
    const sent = await setReview(tx, key, { state: 'pending', version, by: user.id, comment: null });
    await recordAudit(tx, {
      actor: user,
      action: 'content.review-request',
      target: titleOf(draft, key),
      details: { kind: key.kind, id: key.id, version },
    });
    return draftOnWire(tx, key, sent, published);
  });
}

/** An administrator sends a draft waiting for review back to its editor, saying what to change. */
export function returnReview(
  db: Database,
  key: DocumentKey,
  review: { version: number; comment: string },
  user: UserRow,
): Promise<ContentDraft> {
  return inTransaction(db, async (tx) => {
    const { draft, published } = await lockedDraftAt(tx, key, review.version);
    if (draft?.reviewState !== 'pending') {
      throw conflict(NOT_IN_REVIEW);
    }
    const returned = await setReview(tx, key, {
      state: 'returned',
      version: review.version,
      by: user.id,
      comment: review.comment,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'content.review-return',
      target: titleOf(draft, key),
      details: { kind: key.kind, id: key.id, version: review.version, comment: review.comment },
    });
    return draftOnWire(tx, key, returned, published);
  });
}
