import { chooseOtherValue, conflictsAfterChoice, mergeDrafts, sameJson } from '@jamstalldhet/blocks/engine';
import type { ContentDraft, ContentReview, ContentState } from '@jamstalldhet/contract';
import type { BrowserDraft, DraftDocument } from './browser-draft';
import { withOpenConflicts } from './carried-conflicts';
import { draftStatus, draftStatusText } from './draft-status';
import type { DraftConflictNotice, DraftLoad, DraftSnapshot } from './draft-types';
import { restoredDraft } from './restored-draft';
import type { DraftRefusal, SaveFailure } from './save-failure';

/*
 * One editor's draft as data, and every change to it as a pure function: `(state, …) => state`.
 * No timer, fetch, storage or listener here; `draft-session.ts` runs those and asks this module
 * what to do (as the course player's progress store does with `progress-state.ts`).
 */

/** Steps "Ångra" can go back; the oldest are dropped past this. */
export const UNDO_STEPS = 200;
/** Typing in one field is one step until it pauses this long (as Gutenberg's rich text does). */
export const TYPING_PAUSE_MS = 1000;

export interface DraftState {
  load: DraftLoad;
  /** The server's version and its document: what the editor's changes start from. */
  version: number;
  state: ContentState | null;
  /** Where the draft is in review (issue 36), as the server last said. */
  review: ContentReview | null;
  base: DraftDocument;
  /** The editor's document, the truth while editing; null until loaded. */
  document: DraftDocument | null;
  /** Edits counted, and how many of them the server has. */
  changes: number;
  savedChanges: number;
  /** A save is under way. */
  saving: boolean;
  /** When the oldest change not yet sent was made (ms), for the longest wait before a save. */
  pendingSince: number | null;
  /** The last save got no answer, and how many retries followed. */
  offline: boolean;
  retries: number;
  /** The editor asked for the server's draft; autosave waits for it. */
  reloading: boolean;
  /** The last save's refusal, and the edit count it was sent at (unchanged, it would fail again). */
  refusal: { shown: DraftRefusal; changes: number } | null;
  conflict: DraftConflictNotice | null;
  /** The merged document is not on the server yet. */
  conflictPending: boolean;
  restoredFromBrowser: boolean;
  /** Documents before each step of this session, newest last; and the steps undone, for "Gör om". */
  past: readonly DraftDocument[];
  future: readonly DraftDocument[];
  lastGroup: { name: string; at: number } | null;
}

/** What a save sent: the edit count and version it was sent at, and the document. */
export interface SentDraft {
  changes: number;
  version: number;
  document: DraftDocument;
}

/** A draft with nothing waiting, failed, merged or undoable: as loaded, or as reloaded from the server. */
const SETTLED = {
  pendingSince: null,
  offline: false,
  retries: 0,
  refusal: null,
  conflict: null,
  conflictPending: false,
  restoredFromBrowser: false,
  past: [],
  future: [],
  lastGroup: null,
} as const satisfies Partial<DraftState>;

export const INITIAL_DRAFT_STATE: DraftState = {
  load: 'loading',
  version: 0,
  state: null,
  review: null,
  base: {},
  document: null,
  changes: 0,
  savedChanges: 0,
  saving: false,
  reloading: false,
  ...SETTLED,
};

export function isDirty(draft: DraftState): boolean {
  return draft.changes !== draft.savedChanges;
}

/**
 * Autosave waits while it would only fail the same way: offline (the retry timer tries), a
 * refused document nobody changed, or a merge whose conflicts the editor has not seen to.
 */
export function autosaveHeld(draft: DraftState): boolean {
  return (
    draft.load !== 'ready' ||
    draft.reloading ||
    draft.offline ||
    (draft.refusal !== null && draft.refusal.changes === draft.changes) ||
    (draft.conflict !== null && draft.conflictPending && draft.conflict.conflicts.length > 0)
  );
}

/** What a page shows of the draft. */
export function snapshotOf(draft: DraftState): DraftSnapshot {
  const status = draftStatus({
    saving: draft.saving,
    dirty: isDirty(draft),
    offline: draft.offline,
    refused: draft.refusal !== null,
    conflictPending: draft.conflict !== null && draft.conflictPending,
  });
  const refusal = draft.refusal?.shown ?? null;
  return {
    load: draft.load,
    document: draft.document,
    version: draft.version,
    state: draft.state,
    review: draft.review,
    status,
    statusText: draft.load === 'ready' ? draftStatusText(status, refusal, draft.conflict) : '',
    refusal,
    conflict: draft.conflict,
    restoredFromBrowser: draft.restoredFromBrowser,
    canUndo: draft.past.length > 0,
    canRedo: draft.future.length > 0,
  };
}

/**
 * What the browser keeps of the draft until the server has it (with what it started from, and
 * the conflict notice while its merge is not on the server); null when there is nothing to keep.
 */
export function browserCopy(draft: DraftState, now: number): BrowserDraft | null {
  if (!draft.document || !isDirty(draft)) {
    return null;
  }
  const open = draft.conflict !== null && draft.conflictPending ? { conflict: draft.conflict } : {};
  return { version: draft.version, base: draft.base, document: draft.document, changedAt: now, ...open };
}

/** An autosave is due: the first change not sent is counted from now, if not before. */
export function saveScheduled(draft: DraftState, now: number): DraftState {
  return draft.pendingSince === null ? { ...draft, pendingSince: now } : draft;
}

/** The milliseconds until the autosave: `quietMs` after a change, at most `maxWaitMs` after the first. */
export function saveDelay(draft: DraftState, now: number, timings: { quietMs: number; maxWaitMs: number }) {
  const since = draft.pendingSince ?? now;
  return Math.min(timings.quietMs, Math.max(0, since + timings.maxWaitMs - now));
}

/** The milliseconds until the next retry: `retryMs` after the first call without an answer, doubling up to `retryMaxMs`. */
export function retryDelay(draft: DraftState, timings: { retryMs: number; retryMaxMs: number }): number {
  return Math.min(timings.retryMaxMs, timings.retryMs * 2 ** Math.max(0, draft.retries - 1));
}

/** What the server last said of the draft: its version, state, review and document. */
function fromServer(server: ContentDraft) {
  return { version: server.version, state: server.state, review: server.review, base: server.data };
}

/** The server's draft as the editor's document and what it starts from. */
function adopted(draft: DraftState, server: ContentDraft): DraftState {
  return { ...draft, ...fromServer(server), document: server.data };
}

/** The first fetch answered: the server's draft, with what this browser kept of it taken back. */
export function loaded(draft: DraftState, server: ContentDraft, kept: BrowserDraft | null): DraftState {
  const next = { ...adopted(draft, server), load: 'ready' as const };
  const restored = restoredDraft(kept, server);
  if (!restored) {
    return next;
  }
  return {
    ...next,
    document: restored.document,
    changes: draft.savedChanges + 1,
    restoredFromBrowser: true,
    conflict: restored.conflict,
    conflictPending: restored.conflict !== null,
  };
}

export function loadFailed(draft: DraftState, message: string): DraftState {
  return { ...draft, load: { error: message } };
}

/** Takes `next` as the editor's document: one more change, sent after a quiet moment. */
function taken(draft: DraftState, next: DraftDocument): DraftState {
  return { ...draft, document: next, changes: draft.changes + 1 };
}

/** Records the document as it is before a change, unless the change goes on typing of one group. */
function rememberBefore(draft: DraftState, group: string | undefined, now: number): DraftState {
  const current = draft.document ?? {};
  const goesOn =
    group !== undefined && draft.lastGroup?.name === group && now - draft.lastGroup.at < TYPING_PAUSE_MS;
  return {
    ...draft,
    past: goesOn ? draft.past : [...draft.past, current].slice(-UNDO_STEPS),
    future: [],
    lastGroup: group === undefined ? null : { name: group, at: now },
  };
}

/** The editor changed the document; null when nothing changed (or it is not loaded). */
export function edited(
  draft: DraftState,
  change: (current: DraftDocument) => DraftDocument,
  group: string | undefined,
  now: number,
): DraftState | null {
  if (draft.load !== 'ready' || draft.document === null) {
    return null;
  }
  const next = change(draft.document);
  return next === draft.document ? null : taken(rememberBefore(draft, group, now), next);
}

/** "Ångra": the document before the last step; null when there is none. */
export function undone(draft: DraftState): DraftState | null {
  const previous = draft.past.at(-1);
  if (draft.load !== 'ready' || draft.document === null || previous === undefined) {
    return null;
  }
  const moved = { ...draft, past: draft.past.slice(0, -1), future: [...draft.future, draft.document] };
  return taken({ ...moved, lastGroup: null }, previous);
}

/** "Gör om": the step "Ångra" took back; null when there is none. */
export function redone(draft: DraftState): DraftState | null {
  const next = draft.future.at(-1);
  if (draft.load !== 'ready' || draft.document === null || next === undefined) {
    return null;
  }
  const moved = { ...draft, future: draft.future.slice(0, -1), past: [...draft.past, draft.document] };
  return taken({ ...moved, lastGroup: null }, next);
}

/** "Använd deras" at one place of the conflict notice; null when the editor changed that place since. */
export function otherValueChosen(draft: DraftState, index: number, now: number): DraftState | null {
  const { conflict, document } = draft;
  const chosen = conflict?.conflicts[index];
  if (conflict === null || chosen === undefined || document === null) {
    return null;
  }
  const next = chooseOtherValue(document, chosen);
  if (next === null) {
    return null;
  }
  return {
    ...taken(rememberBefore(draft, undefined, now), next),
    conflict: { ...conflict, conflicts: conflictsAfterChoice(conflict.conflicts, chosen) },
  };
}

/** The conflict notice read: autosave goes on with the merged document, and a reload does not bring it back. */
export function conflictDismissed(draft: DraftState): DraftState {
  return { ...draft, conflict: null, conflictPending: false };
}

export function saveStarted(draft: DraftState): DraftState {
  return { ...draft, saving: true, pendingSince: null };
}

/** The save's promise settled, whatever its answer. */
export function saveSettled(draft: DraftState): DraftState {
  return { ...draft, saving: false };
}

/** Nothing is wrong any more: the server answered. */
function answered(draft: DraftState, server: ContentDraft): DraftState {
  return { ...draft, ...fromServer(server), offline: false, retries: 0, refusal: null };
}

/**
 * The save landed. The editor's document stays the truth: the answer gives the new version
 * (payloadcms/payload#17676), and its document only when the server changed what it stored
 * (sanitized HTML, new ids for a pasted copy) and nothing was typed since the save was sent.
 */
export function saveLanded(draft: DraftState, sent: SentDraft, answer: ContentDraft): DraftState {
  // Any save that lands after a merge carried the merged document.
  const next = { ...answered(draft, answer), conflictPending: false };
  if (draft.changes !== sent.changes) {
    return next;
  }
  const document = sameJson(answer.data, sent.document) ? draft.document : answer.data;
  return { ...next, savedChanges: draft.changes, document };
}

/** The save failed in a way the next save will not (refused, or no answer); a conflict is `mergedNewer`. */
export function saveFailed(
  draft: DraftState,
  sent: SentDraft,
  failure: Exclude<SaveFailure, { kind: 'conflict' }>,
): DraftState {
  if (failure.kind === 'refused') {
    // With the document sent: its problems' paths lead to blocks in that one.
    const shown = { ...failure.refusal, document: sent.document };
    return { ...draft, offline: false, refusal: { shown, changes: sent.changes } };
  }
  return unanswered(draft);
}

/** A call got no answer: retries follow, each waiting longer. */
export function unanswered(draft: DraftState): DraftState {
  return { ...draft, offline: true, retries: draft.retries + 1 };
}

/**
 * Another save came first (409): their draft merged with the editor's document as it is now
 * (including what was typed while the save was under way), on their version, so the next save
 * keeps both. Where both changed one thing, the editor's change stays and theirs is shown; the
 * open notice's undecided places stay, where they still apply. The undo history goes: going back
 * would silently drop their changes with the next save.
 */
export function mergedNewer(
  draft: DraftState,
  failure: Extract<SaveFailure, { kind: 'conflict' }>,
  theirs: ContentDraft,
): DraftState {
  const mine = draft.document ?? {};
  let next = answered(draft, theirs);
  // Their draft already is the editor's document: this editor's own save, its answer lost.
  if (!sameJson(theirs.data, mine)) {
    const merged = mergeDrafts(draft.base, mine, theirs.data);
    const conflict: DraftConflictNotice = {
      message: failure.message,
      savedBy: failure.savedBy ?? theirs.saved_by,
      savedAt: failure.savedAt ?? theirs.saved_at,
      conflicts: withOpenConflicts(merged.conflicts, draft.conflict?.conflicts ?? [], merged.document),
      theirs: theirs.data,
    };
    const changed = !sameJson(merged.document, mine);
    next = {
      ...next,
      conflict,
      document: changed ? merged.document : next.document,
      changes: changed ? next.changes + 1 : next.changes,
      past: [],
      future: [],
      lastGroup: null,
    };
  }
  return sameJson(next.document, theirs.data)
    ? { ...next, savedChanges: next.changes, conflictPending: false }
    : { ...next, conflictPending: true };
}

/** A publish took the draft as it is: its state is 'published' until the next change. */
export function published(draft: DraftState): DraftState {
  return { ...draft, review: null, state: isDirty(draft) ? draft.state : 'published' };
}

export function reviewTaken(draft: DraftState, review: ContentReview | null): DraftState {
  return { ...draft, review };
}

/** The editor dropped their unsaved changes for the server's draft. */
export function reloaded(draft: DraftState, server: ContentDraft): DraftState {
  const changes = draft.changes + 1;
  return { ...adopted(draft, server), changes, savedChanges: changes, ...SETTLED };
}
