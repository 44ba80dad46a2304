import { sameJson } from '@jamstalldhet/blocks/engine';
import { type ContentDraft, type ContentKind, type ContentReview, operations } from '@jamstalldhet/contract';
import type { ApiClient } from '../../../http/api-client';
import { ApiError } from '../../../http/api-error';
import {
  type DraftDocument,
  forgetInBrowser,
  keepInBrowser,
  ownCopyInBrowser,
  readFromBrowser,
} from './browser-draft';
import * as draftState from './draft-state';
import { autosaveHeld, type DraftState, INITIAL_DRAFT_STATE, isDirty, type SentDraft } from './draft-state';
import { DRAFT_TEXTS } from './draft-texts';
import { DRAFT_TIMINGS, type DraftSnapshot, type DraftTimings } from './draft-types';
import { type SaveFailure, saveFailureOf } from './save-failure';

export interface DraftSessionOptions {
  /** The API client (a getter: the page's client may be made again while the draft stays). */
  api: () => ApiClient;
  kind: ContentKind;
  id: number;
  timings?: DraftTimings;
}

export type DraftSession = ReturnType<typeof createDraftSession>;

type Timer = ReturnType<typeof setTimeout>;

export { TYPING_PAUSE_MS, UNDO_STEPS } from './draft-state';

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

  // The draft itself (`draft-state.ts` decides every change of it); below, only what runs.
  let draft: DraftState = INITIAL_DRAFT_STATE;
  let snapshot = draftState.snapshotOf(draft);
  let flight: Promise<void> | null = null;
  let saveWhenLanded = false;
  let quietTimer: Timer | undefined;
  let retryTimer: Timer | undefined;
  let disposed = false;

  function api(): ApiClient {
    return options.api();
  }

  function publish() {
    if (disposed) {
      return;
    }
    snapshot = draftState.snapshotOf(draft);
    for (const listener of listeners) {
      listener();
    }
  }

  /** The editor's document in the browser until the server has it (a reload brings it back). */
  function keep() {
    const copy = draftState.browserCopy(draft, Date.now());
    if (copy) {
      keepInBrowser(kind, id, copy);
    } else {
      forgetInBrowser(kind, id);
    }
  }

  /** A change of the editor: kept at once, saved after a quiet moment. */
  function changed(next: DraftState | null): boolean {
    if (next === null) {
      return false;
    }
    draft = next;
    keep();
    scheduleSave();
    publish();
    return true;
  }

  function clearTimers() {
    clearTimeout(quietTimer);
    clearTimeout(retryTimer);
    quietTimer = undefined;
    retryTimer = undefined;
  }

  /** A save after a quiet moment, and never more than `maxWaitMs` after the first change. */
  function scheduleSave() {
    if (autosaveHeld(draft)) {
      return;
    }
    const now = Date.now();
    draft = draftState.saveScheduled(draft, now);
    clearTimeout(quietTimer);
    quietTimer = setTimeout(
      () => {
        quietTimer = undefined;
        if (flight) {
          saveWhenLanded = true;
        } else {
          void startSave();
        }
      },
      draftState.saveDelay(draft, now, timings),
    );
  }

  function scheduleRetry() {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        if (!flight && isDirty(draft)) {
          void startSave();
        }
      },
      draftState.retryDelay(draft, timings),
    );
  }

  /** Sends the document as it is now; one save at a time (callers check `flight`). */
  function startSave(): Promise<void> {
    clearTimers();
    saveWhenLanded = false;
    const sent: SentDraft = {
      changes: draft.changes,
      version: draft.version,
      document: draft.document ?? {},
    };
    draft = draftState.saveStarted(draft);
    flight = send(sent).finally(() => {
      flight = null;
      draft = draftState.saveSettled(draft);
      afterLanding();
      publish();
    });
    publish();
    return flight;
  }

  async function send(sent: SentDraft) {
    let failure: SaveFailure;
    try {
      const answer = await api().call(operations.saveContentDraft, {
        params,
        body: { version: sent.version, data: sent.document },
      });
      if (!disposed) {
        draft = draftState.saveLanded(draft, sent, answer);
        keep();
      }
      return;
    } catch (error) {
      failure = saveFailureOf(error);
    }
    if (disposed) {
      return;
    }
    if (failure.kind === 'conflict') {
      await mergeNewer(failure);
      return;
    }
    // What the browser keeps is as it was: the copy is not written again (its `changedAt` says
    // when the editor last changed it, which picks the newest copy another tab left behind).
    draft = draftState.saveFailed(draft, sent, failure);
    if (draft.offline) {
      scheduleRetry();
    }
  }

  /** Another save came first (409): their draft is fetched and merged with the editor's. */
  async function mergeNewer(failure: Extract<SaveFailure, { kind: 'conflict' }>) {
    let theirs: ContentDraft;
    try {
      theirs = await api().call(operations.getContentDraft, { params });
    } catch {
      draft = draftState.unanswered(draft);
      scheduleRetry();
      return;
    }
    if (!disposed) {
      draft = draftState.mergedNewer(draft, failure, theirs);
      keep();
    }
  }

  function afterLanding() {
    if (disposed || !isDirty(draft) || autosaveHeld(draft)) {
      return;
    }
    if (saveWhenLanded) {
      void startSave();
    } else if (quietTimer === undefined) {
      scheduleSave();
    }
  }

  function onOnline() {
    if (draft.offline && !flight && isDirty(draft)) {
      void startSave();
    }
  }

  /** The first fetch (or its retry), taking back what this browser kept: false when it failed. */
  async function loadDraft(): Promise<boolean> {
    let server: ContentDraft;
    try {
      server = await api().call(operations.getContentDraft, { params });
    } catch (error) {
      draft = draftState.loadFailed(
        draft,
        error instanceof ApiError ? error.message : DRAFT_TEXTS.loadFailed,
      );
      publish();
      return false;
    }
    if (disposed) {
      return false;
    }
    draft = draftState.loaded(draft, server, readFromBrowser(kind, id));
    keep();
    if (isDirty(draft)) {
      scheduleSave();
    }
    publish();
    return true;
  }

  async function flushOnLeave(sent: DraftDocument, version: number) {
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
      draft = draftState.published(draft);
      publish();
    },

    /** A review step the server took (sent, sent back): the draft itself is as it was. */
    takeReview(next: ContentReview | null): void {
      draft = draftState.reviewTaken(draft, next);
      publish();
    },

    /**
     * Changes the editor's document; kept in the browser at once, saved after a quiet moment, and
     * a step that "Ångra" takes back (typing of one `group` is one step until it pauses).
     */
    update(change: (current: DraftDocument) => DraftDocument, options: UpdateOptions = {}): void {
      changed(draftState.edited(draft, change, options.group, Date.now()));
    },

    /** "Ångra": the document as it was before the last step of this session; false when there is none. */
    undo(): boolean {
      return changed(draftState.undone(draft));
    },

    /** "Gör om": the step "Ångra" took back; false when there is none. */
    redo(): boolean {
      return changed(draftState.redone(draft));
    },

    /**
     * Saves at once ("Spara utkast"), after the save under way. Resolves when the API answered,
     * to the draft as it is then: read `version` and `status` there, not from an earlier render.
     */
    async saveNow(): Promise<DraftSnapshot> {
      while (flight) {
        await flight;
      }
      if (!disposed && draft.load === 'ready' && isDirty(draft)) {
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
      return changed(draftState.otherValueChosen(draft, index, Date.now()));
    },

    /** The conflict notice read: autosave goes on with the merged document. */
    dismissConflict(): void {
      draft = draftState.conflictDismissed(draft);
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
      if (draft.load !== 'ready') {
        draft = { ...draft, load: 'loading' };
        publish();
        return loadDraft();
      }
      draft = { ...draft, reloading: true };
      try {
        while (flight) {
          await flight;
        }
        clearTimers();
        const server = await api().call(operations.getContentDraft, { params });
        if (disposed) {
          return false;
        }
        draft = draftState.reloaded(draft, server);
        forgetInBrowser(kind, id);
        return true;
      } catch {
        return false;
      } finally {
        draft = { ...draft, reloading: false };
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
      const unsent =
        draft.load === 'ready' && isDirty(draft) && flight === null && !autosaveHeld(draft) && draft.document;
      disposed = true;
      clearTimers();
      window.removeEventListener('online', onOnline);
      listeners.clear();
      if (unsent) {
        void flushOnLeave(unsent, draft.version);
      }
    },
  };
}
