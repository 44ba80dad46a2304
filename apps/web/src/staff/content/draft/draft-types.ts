import type { DraftConflict } from '@jamstalldhet/blocks/engine';
import type { ContentReview, ContentState } from '@jamstalldhet/contract';
import type { DraftDocument } from './browser-draft';
import type { DraftRefusal } from './save-failure';

/** Where the editor's changes are: all on the server, or not yet, and why. */
export type DraftStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'refused' | 'conflict';

/** The draft's first fetch: under way, done, or failed with a message to show. */
export type DraftLoad = 'loading' | 'ready' | { error: string };

/** Another editor saved a newer draft; this editor's changes were merged with it. */
export interface DraftConflictNotice {
  /** Who saved and when, in the API's words (or, for changes kept in the browser, ours). */
  message: string;
  savedBy: string | null;
  /** Unix seconds. */
  savedAt: number | null;
  /** Where both changed the same thing: this editor's value was kept, theirs is here. */
  conflicts: DraftConflict[];
  /** Their draft as they saved it, to show beside this editor's. */
  theirs: DraftDocument;
}

/** What a page shows of a draft. */
export interface DraftSnapshot {
  load: DraftLoad;
  /** The editor's document, the truth while editing; null until loaded. */
  document: DraftDocument | null;
  /** The server's version the next save names. */
  version: number;
  /**
   * The document's state as the server last said it ('draft': never published, 'published',
   * 'changed': published with changes since); null until loaded.
   */
  state: ContentState | null;
  /** Where the draft is in review (issue 36): sent by an editor, or sent back; null otherwise. */
  review: ContentReview | null;
  status: DraftStatus;
  /** The status in Swedish for a polite live region; '' until loaded. */
  statusText: string;
  /** Set while the status is 'refused': for the message next to the field. */
  refusal: DraftRefusal | null;
  /** Set after another editor's newer draft was merged in, until dismissed. */
  conflict: DraftConflictNotice | null;
  /** Changes kept in this browser from an earlier visit were taken back on load. */
  restoredFromBrowser: boolean;
  /** "Ångra" has a step of this session to take back. */
  canUndo: boolean;
  /** "Gör om" has a step that "Ångra" took back. */
  canRedo: boolean;
}

/** When saves happen, in milliseconds. */
export interface DraftTimings {
  /** A save after this long without a change… */
  quietMs: number;
  /** …and at least this often while changes go on. */
  maxWaitMs: number;
  /** The first retry after a save that got no answer; each next waits twice as long… */
  retryMs: number;
  /** …up to this. */
  retryMaxMs: number;
}

export const DRAFT_TIMINGS: DraftTimings = {
  quietMs: 2000,
  maxWaitMs: 10_000,
  retryMs: 2000,
  retryMaxMs: 60_000,
};
