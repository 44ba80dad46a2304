import type { DraftConflict } from '@jamstalldhet/blocks/engine';
import type { ContentKind } from '@jamstalldhet/contract';
import { isRecord } from '@jamstalldhet/contract';

/** A document as the editor edits it: the draft's `data`. */
export type DraftDocument = Record<string, unknown>;

/**
 * An editor's changes kept in this browser until the server has them (issue 24): they survive a
 * lost connection, a closed tab and a reload. With the document comes the version it started
 * from and that version's document, so that a newer draft saved meanwhile can be merged with it.
 */
export interface BrowserDraft {
  /** The server's version the changes started from. */
  version: number;
  /** The server's document at `version`. */
  base: DraftDocument;
  /** The editor's document. */
  document: DraftDocument;
  /** When it was last changed, in milliseconds. */
  changedAt: number;
  /** Set when its tab went (closed or reloaded): another tab may take it over. */
  leftBehind?: boolean;
  /**
   * The conflict notice open when it was kept, its merge not on the server yet: a reload brings
   * it back (and holds autosave), or the other editor's values would be written over unseen.
   */
  conflict?: KeptConflictNotice;
}

/**
 * An open conflict notice as kept: draft-types.ts's `DraftConflictNotice`, said again here so
 * that this file imports nothing of the session's (draft-types.ts imports this one).
 */
export interface KeptConflictNotice {
  message: string;
  savedBy: string | null;
  savedAt: number | null;
  conflicts: DraftConflict[];
  theirs: DraftDocument;
}

// One copy per tab and document: two tabs editing one document must not write over each
// other's copy, or a tab reloaded after a lost connection gets the other tab's changes.
// `jb-draft:{kind}:{id}` alone is the one copy every tab shared before; it is read as a copy
// some tab left behind.
const documentKey = (kind: ContentKind, id: number) => `jb-draft:${kind}:${id}`;
const tabKeyOf = (kind: ContentKind, id: number) => `${documentKey(kind, id)}:${tabId()}`;

/** Where a tab keeps its id: sessionStorage is the tab's own and survives its reloads. */
export const TAB_ID_KEY = 'jb-draft-tab';

/**
 * A copy nobody marked as left behind counts as left after this long without a change: its tab
 * ended without saying so (a crash), and the copy must not wait for ever.
 */
export const LEFT_BEHIND_AFTER_MS = 24 * 60 * 60 * 1000;

// The tab's id when sessionStorage refuses: this page load's own (a reload then finds its copy
// as one left behind, which it takes back all the same).
let pageTabId: string | null = null;

function newTabId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

function tabId(): string {
  try {
    const kept = sessionStorage.getItem(TAB_ID_KEY);
    if (kept) {
      return kept;
    }
    const made = newTabId();
    sessionStorage.setItem(TAB_ID_KEY, made);
    return made;
  } catch {
    pageTabId ??= newTabId();
    return pageTabId;
  }
}

// The copies this page keeps. When the page goes (the tab closed or reloaded) they are marked
// as left behind: only such a copy may another tab take, never one a live tab still writes.
const keptHere = new Set<string>();
let watchingPage = false;

function markKeptCopies(left: boolean) {
  for (const key of keptHere) {
    try {
      const draft = parsed(localStorage.getItem(key));
      if (draft) {
        const { leftBehind: _, ...rest } = draft;
        localStorage.setItem(key, JSON.stringify(left ? { ...rest, leftBehind: true } : rest));
      }
    } catch {
      // Unmarked, it counts as left behind after LEFT_BEHIND_AFTER_MS.
    }
  }
}

function watchPage() {
  if (watchingPage || typeof window === 'undefined') {
    return;
  }
  watchingPage = true;
  window.addEventListener('pagehide', () => markKeptCopies(true));
  // Back from the back/forward cache: the page lives again and its copies are its own again.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) {
      markKeptCopies(false);
    }
  });
}

/** Keeps the editor's document in this tab's copy; a full or refused storage keeps it in memory only. */
export function keepInBrowser(kind: ContentKind, id: number, draft: BrowserDraft): void {
  try {
    const key = tabKeyOf(kind, id);
    localStorage.setItem(key, JSON.stringify(draft));
    keptHere.add(key);
    watchPage();
  } catch {
    // Storage full or turned off: the page still has the changes, and the save still runs.
  }
}

/**
 * This tab's kept changes of a document, or null (none, or not readable as kept). A tab that
 * has none (a tab closed and opened again) takes the newest copy another tab left behind, and
 * makes it its own, so nothing kept in the browser is lost.
 */
export function readFromBrowser(kind: ContentKind, id: number): BrowserDraft | null {
  try {
    const own = tabKeyOf(kind, id);
    return parsed(localStorage.getItem(own)) ?? takeLeftBehind(kind, id, own);
  } catch {
    return null;
  }
}

/**
 * This tab's own kept copy, or null: a look that changes nothing (unlike {@link readFromBrowser},
 * it never takes over a copy another tab left behind), for checking what is kept before forgetting.
 */
export function ownCopyInBrowser(kind: ContentKind, id: number): BrowserDraft | null {
  try {
    return parsed(localStorage.getItem(tabKeyOf(kind, id)));
  } catch {
    return null;
  }
}

/** Forgets this tab's kept changes: the server has them. Other tabs' copies are theirs. */
export function forgetInBrowser(kind: ContentKind, id: number): void {
  try {
    const key = tabKeyOf(kind, id);
    localStorage.removeItem(key);
    keptHere.delete(key);
  } catch {
    // Nothing kept can be forgotten.
  }
}

// The newest copy another tab left behind, moved to this tab's key: this tab saves it and
// forgets it then; the others stay for the next tab that opens the document.
function takeLeftBehind(kind: ContentKind, id: number, own: string): BrowserDraft | null {
  const shared = documentKey(kind, id);
  const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
  const longAgo = Date.now() - LEFT_BEHIND_AFTER_MS;
  let newest: { key: string; draft: BrowserDraft } | null = null;
  for (const key of keys) {
    if (key === null || key === own || (key !== shared && !key.startsWith(`${shared}:`))) {
      continue;
    }
    const draft = parsed(localStorage.getItem(key));
    const left = draft !== null && (key === shared || draft.leftBehind === true || draft.changedAt < longAgo);
    if (draft && left && (newest === null || draft.changedAt > newest.draft.changedAt)) {
      newest = { key, draft };
    }
  }
  if (newest === null) {
    return null;
  }
  const { leftBehind: _, ...taken } = newest.draft;
  localStorage.setItem(own, JSON.stringify(taken));
  localStorage.removeItem(newest.key);
  keptHere.add(own);
  watchPage();
  return taken;
}

function parsed(text: string | null): BrowserDraft | null {
  try {
    const value: unknown = JSON.parse(text ?? 'null');
    if (!isBrowserDraft(value)) {
      return null;
    }
    // A notice not readable as one is dropped, never the changes with it.
    const { conflict, ...draft } = value;
    return conflict === undefined || isKeptConflictNotice(conflict) ? value : draft;
  } catch {
    return null;
  }
}

function isBrowserDraft(value: unknown): value is BrowserDraft {
  if (!isRecord(value)) {
    return false;
  }
  return (
    Number.isInteger(value.version) &&
    isRecord(value.base) &&
    isRecord(value.document) &&
    typeof value.changedAt === 'number'
  );
}

function isKeptConflictNotice(value: unknown): value is KeptConflictNotice {
  return (
    isRecord(value) &&
    typeof value.message === 'string' &&
    (value.savedBy === null || typeof value.savedBy === 'string') &&
    (value.savedAt === null || typeof value.savedAt === 'number') &&
    Array.isArray(value.conflicts) &&
    value.conflicts.every(isDraftConflict) &&
    isRecord(value.theirs)
  );
}

// `mine` and `theirs` are any JSON, or absent (JSON drops `undefined`: a removal).
function isDraftConflict(value: unknown): value is DraftConflict {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    Array.isArray(value.keys) &&
    value.keys.every((key) => typeof key === 'string' || typeof key === 'number') &&
    (value.kept === 'mine' || value.kept === 'theirs') &&
    (value.order === undefined || value.order === 'block_id' || value.order === 'id') &&
    (value.moved === undefined || value.moved === true)
  );
}
