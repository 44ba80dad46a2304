import { useEffect } from 'react';
import type { CourseTransport } from '../host/transport';
import type { ProgressStore } from './progress-store';

/**
 * Reports an anonymous learner's start of a course to the host's backend (the statistics of
 * issue 26): once, when the first answer of a course is kept on this device. Nothing of the
 * learner goes with it, and nothing is kept to tell them apart: a learner who clears the
 * device and starts again is counted again. A logged-in learner's first save is their start,
 * so nothing is reported for them. A host whose transport has no `reportStart` reports nothing;
 * a failed report is not tried again (the answers do not depend on it).
 */
export function useStartReports(store: ProgressStore, transport: CourseTransport): void {
  useEffect(() => {
    if (!transport.reportStart) {
      return;
    }
    let previous = store.getState();
    return store.subscribe(() => {
      const current = store.getState();
      const started =
        current.owner === 'anonymous' && previous.owner === 'anonymous'
          ? Object.entries(current.learner.saved)
              .filter(
                ([id, progress]) =>
                  progress.entries.length > 0 &&
                  (previous.learner.saved[Number(id)]?.entries.length ?? 0) === 0,
              )
              .map(([id]) => Number(id))
          : [];
      previous = current;
      for (const educationId of started) {
        transport.reportStart?.(educationId).catch(() => {});
      }
    });
  }, [store, transport]);
}
