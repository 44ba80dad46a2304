import { useCallback, useRef } from 'react';
import { hasReachedPage } from '../../engine/index';
import type { CourseTransport } from '../host/transport';
import { pageReached } from './progress-state';
import type { ProgressStore } from './progress-store';

/**
 * Reports the pages a learner reaches to the host's backend (the statistics' "Var slutar
 * deltagarna?", issue 37): each page once per owner in this visit, and once on this device
 * where the course's record keeps it. Nothing of the learner is sent. A host whose transport
 * has no `reportReach` reports nothing; a failed report is not tried again (the course does not
 * depend on it). Waits for the session: a page shown before the owner is known is reported
 * for the owner it turns out to be.
 */
export function useReachReports(store: ProgressStore, transport: CourseTransport) {
  const reported = useRef(new Set<string>());
  return useCallback(
    (educationId: number, page: string): (() => void) => {
      const report = () => {
        const state = store.getState();
        if (state.owner === null) {
          return false;
        }
        const key = `${state.owner}:${educationId}:${page}`;
        if (reported.current.has(key) || hasReachedPage(state.learner.saved[educationId], page)) {
          return true;
        }
        reported.current.add(key);
        store.update((current) => pageReached(current, educationId, page));
        transport.reportReach?.(educationId, page).catch(() => {});
        return true;
      };
      if (!transport.reportReach || report()) {
        return () => {};
      }
      const unsubscribe = store.subscribe(() => {
        if (report()) {
          unsubscribe();
        }
      });
      return unsubscribe;
    },
    [store, transport],
  );
}
