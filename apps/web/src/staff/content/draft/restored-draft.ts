import { mergeDrafts, sameJson } from '@jamstalldhet/blocks/engine';
import type { ContentDraft } from '@jamstalldhet/contract';
import { momentOf } from '../../format';
import type { BrowserDraft, DraftDocument } from './browser-draft';
import { withOpenConflicts } from './carried-conflicts';
import { DRAFT_TEXTS } from './draft-texts';
import type { DraftConflictNotice } from './draft-types';

/**
 * What a reload takes back of the changes this browser kept (issue 24), or null when the
 * server's draft already is all of them. Kept changes on the server's version are taken as
 * they are; kept changes on an older version are merged with the newer draft another editor
 * saved since, and where both changed one thing, the kept change stays and the notice says so.
 * A conflict notice kept with them comes back with the places still undecided.
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
  // The notice open when the changes were kept: its undecided places come back with them.
  const conflicts = withOpenConflicts(merged.conflicts, kept.conflict?.conflicts ?? [], merged.document);
  if (conflicts.length === 0) {
    return { document: merged.document, conflict: null };
  }
  if (kept.version === server.version && kept.conflict) {
    return { document: merged.document, conflict: { ...kept.conflict, conflicts } };
  }
  const who = server.saved_by ?? DRAFT_TEXTS.someoneElse;
  const when = server.saved_at === null ? '' : momentOf(server.saved_at);
  return {
    document: merged.document,
    conflict: {
      message: DRAFT_TEXTS.mergedWithNewer(who, when),
      savedBy: server.saved_by,
      savedAt: server.saved_at,
      conflicts,
      theirs: server.data,
    },
  };
}
