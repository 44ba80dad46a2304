import { useUnloadWarning } from '@jamstalldhet/blocks';
import type { ContentKind, ContentReview } from '@jamstalldhet/contract';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useApi } from '../../../site/services';
import type { DraftDocument } from './browser-draft';
import { createDraftSession, type DraftSession, type UpdateOptions } from './draft-session';
import type { DraftSnapshot } from './draft-types';

export type { DraftDocument } from './browser-draft';
export { DRAFT_STATUS_TEXTS, DRAFT_TEXTS } from './draft-texts';
export type { DraftConflictNotice, DraftLoad, DraftSnapshot, DraftStatus } from './draft-types';
export type { DraftRefusal } from './save-failure';

/** One document's draft as an editor page uses it: {@link useDraft}. */
export interface Draft<D extends DraftDocument = DraftDocument> extends Omit<DraftSnapshot, 'document'> {
  /** The editor's document, the truth while editing; null until `load` is 'ready'. */
  document: D | null;
  /**
   * Changes the document (return the input itself for no change). Kept in the browser at once,
   * saved after 2 s without changes, and at least every 10 s while changes go on.
   */
  update(change: (document: D) => D, options?: UpdateOptions): void;
  /** "Ångra": back one step of this session's changes; false when there is none. */
  undo(): boolean;
  /** "Gör om": the step "Ångra" took back; false when there is none. */
  redo(): boolean;
  /**
   * "Spara utkast": saves at once (after a save under way). Resolves when the API answered, to
   * the draft as it is then: read `version` and `status` there, not from the render that called.
   */
  saveNow(): Promise<DraftSnapshot>;
  /** The conflict notice read: autosave goes on with the merged document. */
  dismissConflict(): void;
  /**
   * "Använd deras" at the notice's `index`-th place: the value the merge did not keep goes into
   * the document. False (nothing changed) when the editor changed that place since.
   */
  chooseOtherValue(index: number): boolean;
  /** Drops this editor's unsaved changes for the server's draft; false when it could not be had. */
  reloadFromServer(): Promise<boolean>;
  /** A publish took the draft as it is: `state` becomes 'published' (unless changed since). */
  markPublished(): void;
  /** A review step the server took: the draft is as it was, its review changed. */
  takeReview(review: ContentReview | null): void;
}

const LOADING: DraftSnapshot = {
  load: 'loading',
  document: null,
  version: 0,
  state: null,
  review: null,
  status: 'saved',
  statusText: '',
  refusal: null,
  conflict: null,
  restoredFromBrowser: false,
  canUndo: false,
  canRedo: false,
};
const noSubscription = () => () => {};
const loadingSnapshot = () => LOADING;

/**
 * One editor's draft of one document (issue 24): loads it, saves changes by themselves, keeps
 * them in the browser until the server has them (a lost connection, a reload), retries when the
 * connection is back, and merges another editor's newer draft after a 409, keeping this editor's
 * changes and saying who saved and when. Closing the tab with unsaved changes asks first.
 *
 * `D` is the page's claim about the document's shape (`Education`, `Page`); nothing checks it.
 *
 * @example
 * const draft = useDraft<Education>('education', 12);
 * draft.update((course) => ({ ...course, title: 'Ny titel' }));
 * <p role="status">{draft.statusText}</p>
 */
export function useDraft<D extends DraftDocument = DraftDocument>(kind: ContentKind, id: number): Draft<D> {
  const api = useApi();
  const apiRef = useRef(api);
  apiRef.current = api;
  const [session, setSession] = useState<DraftSession | null>(null);
  const sessionRef = useRef(session);
  sessionRef.current = session;

  useEffect(() => {
    const created = createDraftSession({ api: () => apiRef.current, kind, id });
    setSession(created);
    void created.start();
    return () => created.dispose();
  }, [kind, id]);

  const snapshot = useSyncExternalStore(
    session?.subscribe ?? noSubscription,
    session?.getSnapshot ?? loadingSnapshot,
  );
  useUnloadWarning(snapshot.load === 'ready' && snapshot.status !== 'saved');

  // Stable actions: they reach the session of the moment, so pages can pass them down freely.
  const actions = useMemo(
    () => ({
      update: (change: (document: D) => D, options?: UpdateOptions) =>
        sessionRef.current?.update(change as unknown as (document: DraftDocument) => DraftDocument, options),
      undo: () => sessionRef.current?.undo() ?? false,
      redo: () => sessionRef.current?.redo() ?? false,
      saveNow: async () => (await sessionRef.current?.saveNow()) ?? LOADING,
      dismissConflict: () => sessionRef.current?.dismissConflict(),
      chooseOtherValue: (index: number) => sessionRef.current?.chooseOtherValue(index) ?? false,
      markPublished: () => sessionRef.current?.markPublished(),
      takeReview: (review: ContentReview | null) => sessionRef.current?.takeReview(review),
      reloadFromServer: async () => (await sessionRef.current?.reloadFromServer()) ?? false,
    }),
    [],
  );
  return { ...snapshot, document: snapshot.document as D | null, ...actions };
}
