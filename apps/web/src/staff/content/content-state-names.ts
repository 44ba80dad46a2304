import type { ContentEntry, ContentReview, ContentState } from '@jamstalldhet/contract';

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
  if (entry.kind === 'education') {
    return 'Utbildning';
  }
  if (entry.kind === 'settings') {
    return 'Webbplatsinställningar';
  }
  return entry.post_type === 'room' ? 'Rum' : 'Sida';
}
