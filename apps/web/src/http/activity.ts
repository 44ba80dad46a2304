import { useSyncExternalStore } from 'react';

// How many requests and navigations are under way, for the top progress bar (SPEC §2, §9).
let active = 0;
const listeners = new Set<() => void>();

export function changeActivity(change: 1 | -1): void {
  active = Math.max(0, active + change);
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether anything is loading right now. */
export function useBusy(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => active > 0,
    () => false,
  );
}
