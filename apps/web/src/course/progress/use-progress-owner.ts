import { otherCourseInProgress, unpushedCourses } from '@jamstalldhet/blocks/engine';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { AuthState } from '../../app/services';
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
export function ownerOf(auth: Pick<AuthState, 'status' | 'user'>): Owner | null {
  if (auth.status === 'anonymous') {
    return 'anonymous';
  }
  if (auth.status === 'authenticated' && auth.user) {
    return `user:${auth.user.id ?? auth.user.email ?? auth.user.first_name}`;
  }
  return null;
}

// Education ids are non-negative; -1 is no course, so every unfinished course counts as "other".
const NO_COURSE = -1;

/** What the device holds for an owner, and for an account the anonymous course to offer. */
export function deviceStateFor(owner: Owner): OwnerStart {
  const learner = { saved: readDeviceProgress(owner), pending: [] };
  const certificateTokens = readCertificateTokens(owner);
  if (owner === 'anonymous') {
    return { learner, mergeOffer: null, certificateTokens };
  }
  const anonymous = { saved: readDeviceProgress('anonymous'), pending: [] };
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
export function useProgressOwner(store: ProgressStore, owner: Owner | null): void {
  const { mutate } = useSWRConfig();

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
      writeDeviceProgress(current, current === 'anonymous' ? learner.saved : unpushedCourses(learner));
    });
  }, [store]);

  // Another tab wrote the device's document: its answers join this tab's (see `otherTabStored`).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      const current = store.getState().owner;
      // A cleared storage (key null) or a removed document takes nothing away from this tab.
      if (current === null || event.key !== PROGRESS_STORAGE_KEY || event.newValue === null) {
        return;
      }
      const stored = parseDeviceProgress(event.newValue, current);
      store.update((state) => (state.owner === current ? otherTabStored(state, stored) : state));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  useEffect(() => {
    const previous = store.getState().owner;
    if (owner === null || owner === previous) {
      return;
    }
    const start = deviceStateFor(owner);
    store.update((state) => ownerChanged(state, owner, start, Date.now()));
    if (previous !== null && previous !== 'anonymous') {
      // The previous account's course pages (with its answers) must not be shown to the next owner.
      void mutate(
        (key) => Array.isArray(key) && String(key[0]).startsWith('/api/pages/') && key[1] === true,
        undefined,
        { revalidate: false },
      );
    }
  }, [store, owner, mutate]);
}
