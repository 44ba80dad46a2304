import { chooseOtherValue, conflictsAfterChoice, mergeDrafts, sameJson } from '@jamstalldhet/blocks/engine';
import {
  type ContentDraft,
  type ContentKind,
  type ContentReview,
  type ContentState,
  operations,
} from '@jamstalldhet/contract';
import type { ApiClient } from '../../../http/api-client';
import { ApiError } from '../../../http/api-error';
import {
  type DraftDocument,
  forgetInBrowser,
  keepInBrowser,
  ownCopyInBrowser,
  readFromBrowser,
} from './browser-draft';
import { withOpenConflicts } from './carried-conflicts';
import { draftStatus, draftStatusText } from './draft-status';
import { DRAFT_TEXTS } from './draft-texts';
import {
  DRAFT_TIMINGS,
  type DraftConflictNotice,
  type DraftLoad,
  type DraftSnapshot,
  type DraftTimings,
} from './draft-types';
import { restoredDraft } from './restored-draft';
import { type DraftRefusal, type SaveFailure, saveFailureOf } from './save-failure';

export interface DraftSessionOptions {
  /** The API client (a getter: the page's client may be made again while the draft stays). */
  api: () => ApiClient;
  kind: ContentKind;
  id: number;
  timings?: DraftTimings;
}

export type DraftSession = ReturnType<typeof createDraftSession>;

type Timer = ReturnType<typeof setTimeout>;

/** Steps "Ångra" can go back; the oldest are dropped past this. */
export const UNDO_STEPS = 200;
/** Typing in one field is one step until it pauses this long (as Gutenberg's rich text does). */
export const TYPING_PAUSE_MS = 1000;

/** How a change is taken into the undo history. */
export interface UpdateOptions {
  /**
   * Changes of one group (typing in one block's fields) that follow each other within
   * {@link TYPING_PAUSE_MS} are one step of "Ångra"; without a group each change is a step.
   */
  group?: string;
}

/**
 * One editor's draft of one document, outside React: load, autosave, changes kept in the
 * browser, retries and merges after another editor's save. The editor's document is the truth;
 * a save's answer gives only the new version (payloadcms/payload#17676), except when the server
 * changed what it was sent and nothing was typed since.
 */
export function createDraftSession(options: DraftSessionOptions) {
  const { kind, id } = options;
  const timings = options.timings ?? DRAFT_TIMINGS;
  const params = { kind, id };
  const listeners = new Set<() => void>();

  let load: DraftLoad = 'loading';
  /** The server's version and its document: what the editor's changes start from. */
  let version = 0;
  let state: ContentState | null = null;
  /** Where the draft is in review (issue 36), as the server last said. */
  let review: ContentReview | null = null;
  let base: DraftDocument = {};
  let document: DraftDocument | null = null;
  /** Edits counted, and how many of them the server has. */
  let changes = 0;
  let savedChanges = 0;
  let flight: Promise<void> | null = null;
  let saveWhenLanded = false;
  let pendingSince: number | null = null;
  let quietTimer: Timer | undefined;
  let retryTimer: Timer | undefined;
  let retries = 0;
  let offline = false;
  let reloading = false;
  /** The last save's refusal, and the edit count it was sent at (unchanged, it would fail again). */
  let refusal: { shown: DraftRefusal; changes: number } | null = null;
  let conflict: DraftConflictNotice | null = null;
  /** The merged document is not on the server yet. */
  let conflictPending = false;
  let restoredFromBrowser = false;
  /** Documents before each step of this session, newest last; and the steps undone, for "Gör om". */
  let past: DraftDocument[] = [];
  let future: DraftDocument[] = [];
  let lastGroup: { name: string; at: number } | null = null;
  let disposed = false;
  let snapshot = build();

  function isDirty(): boolean {
    return changes !== savedChanges;
  }

  function api(): ApiClient {
    return options.api();
  }

  function build(): DraftSnapshot {
    const status = draftStatus({
      saving: flight !== null,
      dirty: isDirty(),
      offline,
      refused: refusal !== null,
      conflictPending: conflict !== null && conflictPending,
    });
    const shownRefusal = refusal?.shown ?? null;
    return {
      load,
      document,
      version,
      state,
      review,
      status,
      statusText: load === 'ready' ? draftStatusText(status, shownRefusal, conflict) : '',
      refusal: shownRefusal,
      conflict,
      restoredFromBrowser,
      canUndo: past.length > 0,
      canRedo: future.length > 0,
    };
  }

  /**
   * Forgets the undo history: after another editor's draft was merged in or the server's draft
   * taken, going back would silently drop their changes with the next save.
   */
  function forgetHistory() {
    past = [];
    future = [];
    lastGroup = null;
  }

  /** Takes `next` as the editor's document: kept in the browser at once, saved after a quiet moment. */
  function take(next: DraftDocument) {
    document = next;
    changes += 1;
    keep();
    scheduleSave();
    publish();
  }

  /** Records the document as it is before a change, unless the change goes on typing of one group. */
  function rememberBefore(current: DraftDocument, group: string | undefined) {
    const now = Date.now();
    const goesOn = group !== undefined && lastGroup?.name === group && now - lastGroup.at < TYPING_PAUSE_MS;
    if (!goesOn) {
      past.push(current);
      if (past.length > UNDO_STEPS) {
        past.shift();
      }
    }
    future = [];
    lastGroup = group === undefined ? null : { name: group, at: now };
  }

  function publish() {
    if (disposed) {
      return;
    }
    snapshot = build();
    for (const listener of listeners) {
      listener();
    }
  }

  /**
   * The editor's document in the browser until the server has it, with what it started from,
   * and the conflict notice while its merge is not on the server (a reload brings it back).
   */
  function keep() {
    if (document && isDirty()) {
      const open = conflict !== null && conflictPending ? { conflict } : {};
      keepInBrowser(kind, id, { version, base, document, changedAt: Date.now(), ...open });
    } else {
      forgetInBrowser(kind, id);
    }
  }

  // Autosave waits while it would only fail the same way: offline (the retry timer tries), a
  // refused document nobody changed, or a merge whose conflicts the editor has not seen to.
  function autosaveHeld(): boolean {
    return (
      load !== 'ready' ||
      reloading ||
      offline ||
      (refusal !== null && refusal.changes === changes) ||
      (conflict !== null && conflictPending && conflict.conflicts.length > 0)
    );
  }

  function clearTimers() {
    clearTimeout(quietTimer);
    clearTimeout(retryTimer);
    quietTimer = undefined;
    retryTimer = undefined;
  }

  /** A save after `quietMs` without a change, and never more than `maxWaitMs` after the first. */
  function scheduleSave() {
    if (autosaveHeld()) {
      return;
    }
    const now = Date.now();
    pendingSince ??= now;
    clearTimeout(quietTimer);
    const delay = Math.min(timings.quietMs, Math.max(0, pendingSince + timings.maxWaitMs - now));
    quietTimer = setTimeout(() => {
      quietTimer = undefined;
      if (flight) {
        saveWhenLanded = true;
      } else {
        void startSave();
      }
    }, delay);
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    const delay = Math.min(timings.retryMaxMs, timings.retryMs * 2 ** retries);
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (!flight && isDirty()) {
        void startSave();
      }
    }, delay);
  }

  /** Sends the document as it is now; one save at a time (callers check `flight`). */
  function startSave(): Promise<void> {
    clearTimers();
    saveWhenLanded = false;
    pendingSince = null;
    const sent = { changes, version, document: document ?? {} };
    flight = send(sent).finally(() => {
      flight = null;
      afterLanding();
      publish();
    });
    publish();
    return flight;
  }

  async function send(sent: { changes: number; version: number; document: DraftDocument }) {
    try {
      const answer = await api().call(operations.saveContentDraft, {
        params,
        body: { version: sent.version, data: sent.document },
      });
      if (!disposed) {
        landed(sent, answer);
      }
    } catch (error) {
      if (!disposed) {
        await failed(sent, saveFailureOf(error));
      }
    }
  }

  function landed(sent: { changes: number; document: DraftDocument }, answer: ContentDraft) {
    version = answer.version;
    state = answer.state;
    review = answer.review;
    base = answer.data;
    offline = false;
    retries = 0;
    refusal = null;
    // Any save that lands after a merge carried the merged document.
    conflictPending = false;
    if (changes === sent.changes) {
      savedChanges = changes;
      // The server may have changed what it stored (sanitized HTML, new ids for a pasted copy):
      // taken only now, when nothing was typed since the save was sent.
      if (!sameJson(answer.data, sent.document)) {
        document = answer.data;
      }
    }
    keep();
  }

  async function failed(sent: { changes: number; document: DraftDocument }, failure: SaveFailure) {
    if (failure.kind === 'conflict') {
      await mergeNewer(failure);
      return;
    }
    if (failure.kind === 'refused') {
      offline = false;
      // With the document sent: its problems' paths lead to blocks in that one.
      refusal = { shown: { ...failure.refusal, document: sent.document }, changes: sent.changes };
      return;
    }
    offline = true;
    scheduleRetry();
  }

  /**
   * Another save came first (409): their draft merged with the editor's document as it is now
   * (including what was typed while the save was under way), on their version, so the next save
   * keeps both. Where both changed one thing, the editor's change stays and theirs is shown.
   */
  async function mergeNewer(failure: Extract<SaveFailure, { kind: 'conflict' }>) {
    let theirs: ContentDraft;
    try {
      theirs = await api().call(operations.getContentDraft, { params });
    } catch {
      offline = true;
      scheduleRetry();
      return;
    }
    if (disposed) {
      return;
    }
    const mine = document ?? {};
    const merged = mergeDrafts(base, mine, theirs.data);
    version = theirs.version;
    state = theirs.state;
    review = theirs.review;
    base = theirs.data;
    offline = false;
    retries = 0;
    refusal = null;
    // Their draft already is the editor's document: this editor's own save, its answer lost.
    if (!sameJson(theirs.data, mine)) {
      conflict = {
        message: failure.message,
        savedBy: failure.savedBy ?? theirs.saved_by,
        savedAt: failure.savedAt ?? theirs.saved_at,
        // The open notice's undecided places stay, where they still apply.
        conflicts: withOpenConflicts(merged.conflicts, conflict?.conflicts ?? [], merged.document),
        theirs: theirs.data,
      };
      if (!sameJson(merged.document, mine)) {
        document = merged.document;
        changes += 1;
      }
      forgetHistory();
    }
    if (sameJson(document, theirs.data)) {
      savedChanges = changes;
      conflictPending = false;
    } else {
      conflictPending = true;
    }
    keep();
  }

  function afterLanding() {
    if (disposed || !isDirty() || autosaveHeld()) {
      return;
    }
    if (saveWhenLanded) {
      void startSave();
    } else if (quietTimer === undefined) {
      scheduleSave();
    }
  }

  function onOnline() {
    if (offline && !flight && isDirty()) {
      void startSave();
    }
  }

  /** Takes back changes kept in this browser, merged with a newer draft saved since. */
  function restore(server: ContentDraft) {
    const restored = restoredDraft(readFromBrowser(kind, id), server);
    if (restored) {
      document = restored.document;
      changes = 1;
      restoredFromBrowser = true;
      conflict = restored.conflict;
      conflictPending = restored.conflict !== null;
    }
  }

  /** The first fetch (or its retry): false when it failed. */
  async function loadDraft(): Promise<boolean> {
    let server: ContentDraft;
    try {
      server = await api().call(operations.getContentDraft, { params });
    } catch (error) {
      load = { error: error instanceof ApiError ? error.message : DRAFT_TEXTS.loadFailed };
      publish();
      return false;
    }
    if (disposed) {
      return false;
    }
    adopt(server);
    restore(server);
    load = 'ready';
    keep();
    if (isDirty()) {
      scheduleSave();
    }
    publish();
    return true;
  }

  async function flushOnLeave(sent: DraftDocument) {
    try {
      await api().call(operations.saveContentDraft, { params, body: { version, data: sent } });
      // Forgotten only if no newer visit of the editor has kept other changes since.
      // Only this tab's own copy: a look must not take over one another tab left behind.
      if (sameJson(ownCopyInBrowser(kind, id)?.document, sent)) {
        forgetInBrowser(kind, id);
      }
    } catch {
      // Kept in the browser: the next visit takes it back (and merges, if the draft moved on).
    }
  }

  function adopt(server: ContentDraft) {
    version = server.version;
    state = server.state;
    review = server.review;
    base = server.data;
    document = server.data;
  }

  return {
    getSnapshot: (): DraftSnapshot => snapshot,

    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    /** Fetches the draft and takes back what this browser kept of it. */
    async start(): Promise<void> {
      window.addEventListener('online', onOnline);
      await loadDraft();
    },

    /** A publish took the draft as it is: its state is 'published' until the next change. */
    markPublished(): void {
      review = null;
      if (!isDirty()) {
        state = 'published';
      }
      publish();
    },

    /** A review step the server took (sent, sent back): the draft itself is as it was. */
    takeReview(next: ContentReview | null): void {
      review = next;
      publish();
    },

    /**
     * Changes the editor's document; kept in the browser at once, saved after a quiet moment, and
     * a step that "Ångra" takes back (typing of one `group` is one step until it pauses).
     */
    update(change: (current: DraftDocument) => DraftDocument, options: UpdateOptions = {}): void {
      if (load !== 'ready' || document === null) {
        return;
      }
      const next = change(document);
      if (next === document) {
        return;
      }
      rememberBefore(document, options.group);
      take(next);
    },

    /** "Ångra": the document as it was before the last step of this session; false when there is none. */
    undo(): boolean {
      if (load !== 'ready' || document === null || past.length === 0) {
        return false;
      }
      const previous = past.pop() as DraftDocument;
      future.push(document);
      lastGroup = null;
      take(previous);
      return true;
    },

    /** "Gör om": the step "Ångra" took back; false when there is none. */
    redo(): boolean {
      if (load !== 'ready' || document === null || future.length === 0) {
        return false;
      }
      const next = future.pop() as DraftDocument;
      past.push(document);
      lastGroup = null;
      take(next);
      return true;
    },

    /**
     * Saves at once ("Spara utkast"), after the save under way. Resolves when the API answered,
     * to the draft as it is then: read `version` and `status` there, not from an earlier render.
     */
    async saveNow(): Promise<DraftSnapshot> {
      while (flight) {
        await flight;
      }
      if (!disposed && load === 'ready' && isDirty()) {
        await startSave();
      }
      return snapshot;
    },

    /**
     * "Använd deras" at one place of the conflict notice: the value the merge did not keep goes
     * into the document, and the place leaves the notice. False (nothing changed) when the
     * editor has changed that place since the merge.
     */
    chooseOtherValue(index: number): boolean {
      const chosen = conflict?.conflicts[index];
      if (conflict === null || chosen === undefined || document === null) {
        return false;
      }
      const next = chooseOtherValue(document, chosen);
      if (next === null) {
        return false;
      }
      rememberBefore(document, undefined);
      document = next;
      changes += 1;
      conflict = { ...conflict, conflicts: conflictsAfterChoice(conflict.conflicts, chosen) };
      keep();
      scheduleSave();
      publish();
      return true;
    },

    /** The conflict notice read: autosave goes on with the merged document. */
    dismissConflict(): void {
      conflict = null;
      conflictPending = false;
      // Read: a reload must not bring it back.
      keep();
      afterLanding();
      publish();
    },

    /**
     * Drops this editor's unsaved changes and takes the server's draft. Resolves false when the
     * draft could not be fetched (nothing changed then). After a failed first fetch it is that
     * fetch again, taking back what the browser kept.
     */
    async reloadFromServer(): Promise<boolean> {
      if (load !== 'ready') {
        load = 'loading';
        publish();
        return loadDraft();
      }
      reloading = true;
      try {
        while (flight) {
          await flight;
        }
        clearTimers();
        const server = await api().call(operations.getContentDraft, { params });
        if (disposed) {
          return false;
        }
        adopt(server);
        forgetHistory();
        changes += 1;
        savedChanges = changes;
        pendingSince = null;
        offline = false;
        retries = 0;
        refusal = null;
        conflict = null;
        conflictPending = false;
        restoredFromBrowser = false;
        forgetInBrowser(kind, id);
        return true;
      } catch {
        return false;
      } finally {
        reloading = false;
        afterLanding();
        publish();
      }
    },

    /**
     * Stops timers and listeners. Unsaved changes (leaving the editor for another page of the
     * site) are sent once more without waiting; until the server has them they stay in the
     * browser for the next visit.
     */
    dispose(): void {
      const unsent = load === 'ready' && isDirty() && flight === null && !autosaveHeld() && document;
      disposed = true;
      clearTimers();
      window.removeEventListener('online', onOnline);
      listeners.clear();
      if (unsent) {
        void flushOnLeave(unsent);
      }
    },
  };
}
