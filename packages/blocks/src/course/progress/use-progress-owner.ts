import { useEffect, useRef } from 'react';
import { otherCourseInProgress, unpushedCourses } from '../../engine/index';
import type { CourseUser } from '../host/course-host';
import type { CourseStorage } from '../host/storage';
import { type OwnerStart, otherTabStored, ownerChanged } from './account-transitions';
import { readCertificateTokens } from './certificate-tokens';
import {
  PROGRESS_STORAGE_KEY,
  parseDeviceProgress,
  readDeviceProgress,
  writeDeviceProgress,
} from './local-progress-store';
import type { Owner } from './progress-state';
import type { ProgressStore } from './progress-store';

/** Whose progress to hold: null while the session is still being checked. */
export function ownerOf(user: CourseUser | null, sessionPending: boolean): Owner | null {
  if (sessionPending) {
    return null;
  }
  return user ? `user:${user.id ?? user.email ?? user.first_name}` : 'anonymous';
}

// Education ids are non-negative; -1 is no course, so every unfinished course counts as "other".
const NO_COURSE = -1;

/** What the device holds for an owner, and for an account the anonymous course to offer. */
export function deviceStateFor(storage: CourseStorage, owner: Owner): OwnerStart {
  const learner = { saved: readDeviceProgress(storage.device, owner), pending: [] };
  const certificateTokens = readCertificateTokens(storage.tab, owner);
  if (owner === 'anonymous') {
    return { learner, mergeOffer: null, certificateTokens };
  }
  const anonymous = { saved: readDeviceProgress(storage.device, 'anonymous'), pending: [] };
  const unfinished = otherCourseInProgress(anonymous, NO_COURSE);
  const mergeOffer = unfinished === null ? null : (anonymous.saved[unfinished] ?? null);
  return { learner, mergeOffer, certificateTokens };
}

/**
 * Follows the session: a new owner gets their answers from the device, and every change is
 * written back. Anonymous learners keep all their courses on the device; for an account the
 * device keeps only answers not yet on the server (so a reload during an outage or after a
 * 401 loses nothing), and the server holds the rest.
 */
export function useProgressOwner(
  store: ProgressStore,
  storage: CourseStorage,
  owner: Owner | null,
  onOwnerChanged: ((previous: Owner) => void) | undefined,
): void {
  const ownerChangedCallback = useRef(onOwnerChanged);
  ownerChangedCallback.current = onOwnerChanged;

  // Subscribed first, so the owner change below is written too (answers given while the
  // session was checked are carried over to the owner and must reach the device).
  useEffect(() => {
    let written = store.getState().learner;
    return store.subscribe(() => {
      const { owner: current, learner } = store.getState();
      if (current === null || learner === written) {
        return;
      }
      written = learner;
      writeDeviceProgress(
        storage.device,
        current,
        current === 'anonymous' ? learner.saved : unpushedCourses(learner),
      );
    });
  }, [store, storage]);

  // Another tab wrote the device's document: its answers join this tab's (see `otherTabStored`).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const current = store.getState().owner;
      // A cleared storage (key null) or a removed document takes nothing away from this tab.
      if (
        current === null ||
        event.storageArea !== storage.device ||
        event.key !== PROGRESS_STORAGE_KEY ||
        event.newValue === null
      ) {
        return;
      }
      const stored = parseDeviceProgress(event.newValue, current);
      store.update((state) => (state.owner === current ? otherTabStored(state, stored) : state));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store, storage]);

  useEffect(() => {
    const previous = store.getState().owner;
    if (owner === null || owner === previous) {
      return;
    }
    const start = deviceStateFor(storage, owner);
    store.update((state) => ownerChanged(state, owner, start, Date.now()));
    if (previous !== null) {
      // The host forgets what it showed of the previous owner (their course pages, answers).
      try {
        ownerChangedCallback.current?.(previous);
      } catch (error) {
        console.warn('The host’s onOwnerChanged failed; the new owner’s progress is loaded anyway.', error);
      }
    }
  }, [store, storage, owner]);
}
