import { mergeDrafts, sameJson } from '@jamstalldhet/blocks/engine';
import type { ContentDraft } from '@jamstalldhet/contract';
import { momentOf } from '../../format';
import type { BrowserDraft, DraftDocument } from './browser-draft';
import { DRAFT_TEXTS } from './draft-texts';
import type { DraftConflictNotice } from './draft-types';

/**
 * What a reload takes back of the changes this browser kept (issue 24), or null when the
 * server's draft already is all of them. Kept changes on the server's version are taken as
 * they are; kept changes on an older version are merged with the newer draft another editor
 * saved since, and where both changed one thing, the kept change stays and the notice says so.
 */
export function restoredDraft(
  kept: BrowserDraft | null,
  server: ContentDraft,
): { document: DraftDocument; conflict: DraftConflictNotice | null } | null {
  if (!kept) {
    return null;
  }
  const merged =
    kept.version === server.version
      ? { document: kept.document, conflicts: [] }
      : mergeDrafts<DraftDocument>(kept.base, kept.document, server.data);
  if (sameJson(merged.document, server.data)) {
    return null;
  }
  if (merged.conflicts.length === 0) {
    return { document: merged.document, conflict: null };
  }
  const who = server.saved_by ?? DRAFT_TEXTS.someoneElse;
  const when = server.saved_at === null ? '' : momentOf(server.saved_at);
  return {
    document: merged.document,
    conflict: {
      message: DRAFT_TEXTS.mergedWithNewer(who, when),
      savedBy: server.saved_by,
      savedAt: server.saved_at,
      conflicts: merged.conflicts,
      theirs: server.data,
    },
  };
}
