import type { ContentKind } from '@jamstalldhet/contract';

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
}

const keyOf = (kind: ContentKind, id: number) => `jb-draft:${kind}:${id}`;

/** Keeps the editor's document; a full or refused storage keeps it in memory only. */
export function keepInBrowser(kind: ContentKind, id: number, draft: BrowserDraft): void {
  try {
    localStorage.setItem(keyOf(kind, id), JSON.stringify(draft));
  } catch {
    // Storage full or turned off: the page still has the changes, and the save still runs.
  }
}

/** The kept changes of a document, or null (none, or not readable as kept). */
export function readFromBrowser(kind: ContentKind, id: number): BrowserDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(kind, id)) ?? 'null');
    return isBrowserDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Forgets the kept changes: the server has them. */
export function forgetInBrowser(kind: ContentKind, id: number): void {
  try {
    localStorage.removeItem(keyOf(kind, id));
  } catch {
    // Nothing kept can be forgotten.
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
