import type { ContentEntry, ContentReview, ContentState } from '@jamstalldhet/contract';
import { EDITOR_KINDS } from './editor-kinds';

/** A document's state as editors read it (issue 24). */
export const CONTENT_STATE_NAMES: Readonly<Record<ContentState, string>> = {
  draft: 'Utkast',
  published: 'Publicerad',
  changed: 'Opublicerade ändringar',
};

/** Where a draft is in review (issue 36), as the list and the editor's bar say it. */
export const REVIEW_STATE_NAMES: Readonly<Record<ContentReview['state'], string>> = {
  pending: 'Väntar på granskning',
  returned: 'Skickad tillbaka',
};

/** What a document is, in the list's words. */
export function kindName(entry: Pick<ContentEntry, 'kind' | 'post_type'>): string {
  const kind = EDITOR_KINDS[entry.kind];
  return kind.rooms && entry.post_type === 'room' ? 'Rum' : kind.name;
}
