import { DRAFT_STATUS_TEXTS, DRAFT_TEXTS } from './draft-texts';
import type { DraftConflictNotice, DraftStatus } from './draft-types';
import type { DraftRefusal } from './save-failure';

/** What the status is made of. */
export interface DraftStatusFacts {
  /** A save is under way. */
  saving: boolean;
  /** The editor has changes the server does not. */
  dirty: boolean;
  /** The last save got no answer; retries are under way. */
  offline: boolean;
  /** The last save was refused (400). */
  refused: boolean;
  /** Another editor's draft was merged in and the merged document is not saved yet. */
  conflictPending: boolean;
}

/**
 * The one status a page shows. A retry while offline keeps saying so, rather than announcing
 * "Sparar …" and the offline sentence again at every attempt.
 */
export function draftStatus(facts: DraftStatusFacts): DraftStatus {
  if (facts.saving && !facts.offline) {
    return 'saving';
  }
  if (!facts.dirty) {
    return 'saved';
  }
  if (facts.offline) {
    return 'offline';
  }
  if (facts.refused) {
    return 'refused';
  }
  return facts.conflictPending ? 'conflict' : 'unsaved';
}

/** The status in Swedish: the fixed sentences, or the API's own words for a refusal or conflict. */
export function draftStatusText(
  status: DraftStatus,
  refusal: DraftRefusal | null,
  conflict: DraftConflictNotice | null,
): string {
  switch (status) {
    case 'refused':
      return refusal?.message ?? DRAFT_TEXTS.refused;
    case 'conflict':
      return conflict?.message ?? '';
    case 'saved':
    case 'unsaved':
    case 'saving':
    case 'offline':
      return DRAFT_STATUS_TEXTS[status];
    default:
      return status satisfies never;
  }
}
