import { keepIdsSound, sameJson } from '@jamstalldhet/blocks/engine';
import { type ContentDraft, type ContentReview, toContractIssues } from '@jamstalldhet/contract';
import { type Database, inTransaction } from '../db/database';
import { unixSeconds } from '../format/unix-seconds';
import { badRequest, conflict, type HttpError, notFound } from '../http/errors';
import { recordAudit } from '../storage/audit';
import { recordContentCheck } from '../storage/content-checks';
import {
  addRevision,
  type DocumentKey,
  type DraftRow,
  draftState,
  findDraft,
  findPublished,
  findRevision,
  lockDraft,
  markPublished,
  saveDraft,
  userName,
} from '../storage/content-drafts';
import type { UserRow } from '../storage/sessions';
import { summarizeChange } from './change-summary';
import { checkedFindings, documentFindings, isListedInStatement, motiveringFor } from './content-check';
import { DOCUMENT_KINDS } from './document-kinds';
import { parseDocumentShape } from './document-shape';
import { refuseProblems, storableDraft } from './draft-rules';
import { keepDraftBefore, removesContent, snapshotDraft } from './draft-snapshots';
import { takenSlugs } from './taken-slugs';

export const MISSING = 'Innehållet finns inte';

/** The 409 when every id below the website's rooms' is used. */
export const NO_FREE_ID = 'Det finns inga fria id:n för nytt innehåll';

export async function draftOnWire(
  db: Database,
  key: DocumentKey,
  draft: DraftRow | null,
  published: unknown,
): Promise<ContentDraft> {
  return {
    kind: key.kind,
    id: key.id,
    version: draft?.version ?? 0,
    state: draftState(draft, published !== null),
    saved_by: await userName(db, draft?.savedBy ?? null),
    saved_at: draft ? unixSeconds(draft.savedAt) : null,
    review: await reviewOf(db, draft),
    data: (draft?.data ?? published) as Record<string, unknown>,
  };
}

/** Where the draft is in review, with the name of who took the last step. */
async function reviewOf(db: Database, draft: DraftRow | null): Promise<ContentReview | null> {
  if (!draft?.reviewState || !draft.reviewAt) {
    return null;
  }
  return {
    state: draft.reviewState,
    version: draft.reviewVersion ?? draft.version,
    by: await userName(db, draft.reviewBy),
    at: unixSeconds(draft.reviewAt),
    comment: draft.reviewComment,
  };
}

/** A document's draft as an editor opens it; the published one when nobody has changed it. */
export async function openDraft(db: Database, key: DocumentKey): Promise<ContentDraft> {
  const [draft, published] = await Promise.all([findDraft(db, key), findPublished(db, key)]);
  if (!draft && published === null) {
    throw notFound(MISSING);
  }
  return draftOnWire(db, key, draft, published);
}

/**
 * The document by its kind's schema; a failure names the field under `data`. What it is keyed
 * by stays as it was (`existing`: the published document or the draft), and the settings keep
 * the operator's fields, whatever a draft says.
 */
function parseDocument(
  key: DocumentKey,
  data: unknown,
  existing: Record<string, unknown> | null,
): Record<string, unknown> {
  const rules = DOCUMENT_KINDS[key.kind];
  const parsed = parseDocumentShape(key.kind, data);
  if (rules.hasIds && parsed.id !== key.id) {
    throw badRequest('data.id: Dokumentets id kan inte ändras', 'data.id');
  }
  for (const field of rules.fixedFields) {
    if (existing && parsed[field] !== existing[field]) {
      throw badRequest(`data.${field}: Kan inte ändras`, `data.${field}`);
    }
  }
  // The operator's own fields stay as the operator set them, whatever a draft says.
  for (const field of rules.operatorFields) {
    delete parsed[field];
    if (existing && existing[field] !== undefined) {
      parsed[field] = existing[field];
    }
  }
  return parsed;
}

/** The 409 of a save or publish that started from an older version: who saved since, and when. */
export async function staleVersion(db: Database, key: DocumentKey): Promise<HttpError> {
  const current = await findDraft(db, key);
  const name = (await userName(db, current?.savedBy ?? null)) ?? 'En annan redaktör';
  const at = current ? current.savedAt : new Date();
  const time = at.toLocaleString('sv-SE', {
    timeZone: 'Europe/Stockholm',
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return conflict(`${name} sparade en nyare version ${time}. Dina ändringar är inte sparade över deras.`, {
    version: current?.version ?? 0,
    saved_by: name,
    saved_at: unixSeconds(at),
  });
}

/**
 * A draft may not take an address another page, course, room, draft or site route has: checked
 * at every save, so a draft cannot hold an address that a published document then cannot keep.
 */
async function refuseTakenSlug(
  db: Database,
  key: DocumentKey,
  data: Record<string, unknown>,
  published: Record<string, unknown> | null,
): Promise<void> {
  const slug = data.slug;
  if (typeof slug === 'string' && slug !== published?.slug && (await takenSlugs(db, key)).has(slug)) {
    throw badRequest(`data.slug: Adressen "/${slug}" används redan`, 'data.slug');
  }
}

/**
 * Saves a draft over the version the editor started from. A save that another came before is
 * refused (409, naming who and when), so two editors, or a late autosave, never overwrite a
 * newer draft. Learners keep seeing the published document.
 */
export async function saveDraftOf(
  db: Database,
  key: DocumentKey,
  save: { version: number; data: unknown },
  user: UserRow,
): Promise<ContentDraft> {
  const [published, existing] = await Promise.all([findPublished(db, key), findDraft(db, key)]);
  // No draft is made for a document that does not exist.
  if (published === null && !existing) {
    throw notFound(MISSING);
  }
  const previous = (existing?.data as Record<string, unknown> | undefined) ?? null;
  const parsed = parseDocument(key, save.data, published ?? previous);
  await refuseTakenSlug(db, key, parsed, published);
  const data = storableDraft(key.kind, parsed, published, { previous });
  // The save, the version kept before a removal and the state, together: a removal is never
  // saved without the draft it removed from, and the state is judged against what is published
  // when the save lands, under the draft's lock.
  const before = previous ?? published;
  const removes = before !== null && removesContent(before, data);
  const saved = await inTransaction(db, async (tx) => {
    const landed = await saveDraft(tx, key, { baseVersion: save.version, data, userId: user.id });
    if (!landed) {
      return null;
    }
    await lockDraft(tx, key);
    const publishedNow = await findPublished(tx, key);
    if (removes) {
      await keepDraftBefore(tx, key, { data: before, published: publishedNow }, 'Före borttagning', user);
    }
    return { row: await sameAsPublished(tx, key, landed, publishedNow), publishedNow };
  });
  if (!saved) {
    throw await staleVersion(db, key);
  }
  if (!removes) {
    await snapshotDraft(db, key, { data, published: saved.publishedNow }, user);
  }
  return draftOnWire(db, key, saved.row, saved.publishedNow);
}

/**
 * A draft that says what is published again (changes undone, the published version restored)
 * is marked published: its state is "Publicerad", not "Opublicerade ändringar". Called under
 * the draft's lock, with what is published then.
 */
async function sameAsPublished(
  tx: Database,
  key: DocumentKey,
  draft: DraftRow,
  published: unknown,
): Promise<DraftRow> {
  if (published === null || draft.publishedVersion === draft.version || !sameJson(draft.data, published)) {
    return draft;
  }
  return markPublished(tx, key, draft.version);
}

/**
 * Publishes the draft the editor has seen (`version`): refused with every failing publish
 * check, then copied to what learners get, with a revision and an audit entry, in one
 * transaction. Learners' progress, completions and certificates are not touched.
 */
export async function publishDraft(
  db: Database,
  key: DocumentKey,
  body: { version: number; motivering?: string | undefined },
  user: UserRow,
) {
  // Its content write announces the change once the transaction commits (storage/content-changes.ts).
  return publishInTransaction(db, key, body, user);
}

/**
 * The draft as it would be published, through every publish check against what is published
 * now: a 400 listing each failing check (`details.problems`). A publish and a request for
 * review (which must not send an administrator what cannot be published) both pass here.
 */
export async function publishableData(
  tx: Database,
  key: DocumentKey,
  draft: DraftRow,
  published: Record<string, unknown> | null,
): Promise<Record<string, unknown>> {
  const rules = DOCUMENT_KINDS[key.kind];
  const data = parseDocument(key, draft.data, published ?? (draft.data as Record<string, unknown>));
  // Ids again, against what is published now: another publish may have come since the save.
  if (rules.hasIds) {
    refuseProblems(keepIdsSound(data, published, { newIds: 'any' }).problems);
  }
  const problems = rules.publishProblems(data, await takenSlugs(tx, key));
  if (problems.length > 0) {
    const error = badRequest(
      `Utkastet kan inte publiceras: ${problems.length} problem att rätta`,
      problems[0]?.path,
    );
    error.details = { problems };
    throw error;
  }
  // The contract's own rule for a publishable document (a course's ids unique across it), after the checks.
  const publishable = rules.publishable.safeParse(data);
  if (!publishable.success) {
    const [issue] = toContractIssues(publishable.error);
    throw badRequest(`data.${issue?.path ?? ''}: ${issue?.message ?? 'Invalid input'}`, 'data');
  }
  return data;
}

function publishInTransaction(
  db: Database,
  key: DocumentKey,
  { version, motivering }: { version: number; motivering?: string | undefined },
  user: UserRow,
) {
  return inTransaction(db, async (tx) => {
    const draft = await lockDraft(tx, key);
    if (!draft) {
      if ((await findPublished(tx, key)) === null) {
        throw notFound(MISSING);
      }
      throw badRequest('Det finns inga ändringar att publicera', 'version');
    }
    if (draft.version !== version) {
      throw await staleVersion(tx, key);
    }
    const published = await findPublished(tx, key);
    if (draft.publishedVersion === draft.version) {
      // Nothing to publish; a review left on it is over all the same.
      return draftOnWire(
        tx,
        key,
        draft.reviewState ? await markPublished(tx, key, draft.version) : draft,
        published,
      );
    }
    const data = await publishableData(tx, key, draft, published);
    // Errors refused it above; its varningar go live only with the administrator's reason (issue 40).
    const warnings = documentFindings(key.kind, data).filter((finding) => finding.severity === 'warning');
    const reason = motiveringFor(warnings, motivering);
    await DOCUMENT_KINDS[key.kind].publish(tx, data);
    if (isListedInStatement(key, data)) {
      await recordContentCheck(tx, key, {
        title: String(data.title ?? ''),
        findings: checkedFindings(warnings),
        motivering: reason,
        checkedBy: user.id,
      });
    }
    const publishedDraft = await markPublished(tx, key, draft.version);
    const number = await addRevision(tx, key, {
      source: 'editor',
      authorId: user.id,
      summary: summarizeChange(published, data),
      data,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'content.publish',
      target: String(data.title ?? key.kind),
      // Whether an administrator published what an editor sent for review (issue 36).
      details: {
        kind: key.kind,
        id: key.id,
        revision: number,
        reviewed: draft.reviewState === 'pending' && draft.reviewVersion === draft.version,
        ...(reason === null ? {} : { motivering: reason }),
      },
    });
    return draftOnWire(tx, key, publishedDraft, data);
  });
}

/**
 * Makes an earlier revision the draft again, over the version the editor has seen. Never a
 * publish: learners see nothing until someone publishes the restored draft.
 */
export async function restoreRevision(
  db: Database,
  key: DocumentKey,
  number: number,
  version: number,
  user: UserRow,
) {
  return inTransaction(db, async (tx) => {
    const draft = await lockDraft(tx, key);
    if ((draft?.version ?? 0) !== version) {
      throw await staleVersion(tx, key);
    }
    const revision = await findRevision(tx, key, number);
    if (!revision) {
      throw notFound('Versionen finns inte');
    }
    // The save rules, as for any draft, except that a restore brings back ids the course had.
    const published = await findPublished(tx, key);
    const parsed = parseDocument(
      key,
      revision.data,
      published ?? (draft?.data as Record<string, unknown>) ?? null,
    );
    const data = storableDraft(key.kind, parsed, published, { newIds: 'any' });
    // What the draft was is kept first: a restore can itself be undone from Versioner.
    if (draft && !sameJson(draft.data, data)) {
      await keepDraftBefore(
        tx,
        key,
        { data: draft.data, published },
        `Före återställning av version ${number}`,
        user,
      );
    }
    const saved = await saveDraft(tx, key, {
      baseVersion: version,
      data,
      userId: user.id,
    });
    if (!saved) {
      throw await staleVersion(tx, key);
    }
    await addRevision(tx, key, {
      source: 'restore',
      authorId: user.id,
      summary: [`Återställd från version ${number}`],
      data: revision.data,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'content.restore',
      target: String((revision.data as { title?: unknown }).title ?? key.kind),
      details: { kind: key.kind, id: key.id, revision: number },
    });
    return draftOnWire(tx, key, await sameAsPublished(tx, key, saved, published), published);
  });
}
