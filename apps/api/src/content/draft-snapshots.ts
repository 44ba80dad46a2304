import { placedBlocks } from '@jamstalldhet/blocks/engine';
import { type Database, inTransaction } from '../db/database';
import { recordAudit } from '../storage/audit';
import {
  addRevision,
  type DocumentKey,
  latestRevisionAt,
  lockDraft,
  thinDraftSnapshots,
} from '../storage/content-drafts';
import type { UserRow } from '../storage/sessions';
import { summarizeChange } from './change-summary';

/** At most one snapshot of a draft per this much editing: autosaves come every few seconds. */
export const SNAPSHOT_INTERVAL_MS = 10 * 60 * 1000;
/** Draft snapshots are kept this long, and at most this many per document. */
export const SNAPSHOT_DAYS = 30;
export const SNAPSHOTS_KEPT = 50;
/** Drafts kept before a removal or a restore: longer, and more, but not for ever. */
export const BEFORE_DAYS = 90;
export const BEFORE_KEPT = 100;

/** Chapters, episodes and pages of a course (zeros for a page or the settings). */
function outlineSize(document: unknown): [number, number, number] {
  const chapters = (document as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(chapters)) {
    return [0, 0, 0];
  }
  const episodes = chapters.flatMap((chapter) => {
    const list = (chapter as { episodes?: unknown } | null)?.episodes;
    return Array.isArray(list) ? list : [];
  });
  const pages = episodes.reduce<number>((sum, episode) => {
    const components = (episode as { components?: unknown } | null)?.components;
    return sum + (Array.isArray(components) ? components.length : 0);
  }, 0);
  return [chapters.length, episodes.length, pages];
}

/**
 * Whether `after` has lost something of `before`: a block (by its id, wherever it sits), or a
 * chapter, episode or page.
 */
export function removesContent(before: unknown, after: unknown): boolean {
  const kept = new Set(placedBlocks(after).map(({ block }) => block.block_id));
  if (placedBlocks(before).some(({ block }) => !kept.has(block.block_id))) {
    return true;
  }
  const [was, now] = [outlineSize(before), outlineSize(after)];
  return now.some((size, index) => size < (was[index] ?? 0));
}

/**
 * Keeps the draft as it was before a change that removes something, or before a restore, as a
 * revision (source `before`, thinned like snapshots but kept 90 days, 100 at most), whatever
 * the time since the last one: "Ta bort" and "Återställ"
 * promise that Versioner has what was there (issue 36). Callers hold the draft's lock.
 */
export async function keepDraftBefore(
  tx: Database,
  key: DocumentKey,
  before: { data: unknown; published: unknown },
  why: string,
  user: UserRow,
): Promise<void> {
  const number = await addRevision(tx, key, {
    source: 'before',
    authorId: user.id,
    summary: [why, ...summarizeChange(before.published, before.data)],
    data: before.data,
  });
  await thinDraftSnapshots(tx, key, {
    olderThan: new Date(Date.now() - BEFORE_DAYS * 24 * 60 * 60 * 1000),
    keep: BEFORE_KEPT,
    source: 'before',
  });
  await recordAudit(tx, {
    actor: user,
    action: 'content.save',
    target: String((before.data as { title?: unknown } | null)?.title ?? key.kind),
    details: { kind: key.kind, id: key.id, revision: number },
  });
}

/**
 * Keeps a snapshot of a draft as a revision (source `draft`) when the document's newest revision
 * is older than {@link SNAPSHOT_INTERVAL_MS}: an editor can go back to what the draft was an hour
 * ago, not only to what was published, without a revision per autosave. Old snapshots are
 * thinned; publishes, restores and imports are kept. Each snapshot is in the audit log.
 */
export async function snapshotDraft(
  db: Database,
  key: DocumentKey,
  draft: { data: unknown; published: unknown },
  user: UserRow,
  now = new Date(),
): Promise<void> {
  const isRecent = (at: Date | null) => at !== null && now.getTime() - at.getTime() < SNAPSHOT_INTERVAL_MS;
  if (isRecent(await latestRevisionAt(db, key))) {
    return;
  }
  await inTransaction(db, async (tx) => {
    await lockDraft(tx, key);
    // Another save may have made the snapshot while this one waited for the lock.
    if (isRecent(await latestRevisionAt(tx, key))) {
      return;
    }
    const number = await addRevision(tx, key, {
      source: 'draft',
      authorId: user.id,
      summary: summarizeChange(draft.published, draft.data),
      data: draft.data,
    });
    await thinDraftSnapshots(tx, key, {
      olderThan: new Date(now.getTime() - SNAPSHOT_DAYS * 24 * 60 * 60 * 1000),
      keep: SNAPSHOTS_KEPT,
    });
    await recordAudit(tx, {
      actor: user,
      action: 'content.save',
      target: String((draft.data as { title?: unknown }).title ?? key.kind),
      details: { kind: key.kind, id: key.id, revision: number },
    });
  });
}
