import type { ProgressState } from './progress-state';

/**
 * One state for every course of the visit, outside React so that the sync timer, page-hide
 * handlers and actions read the latest state synchronously; components subscribe with
 * `useSyncExternalStore`. Every change is a pure transition (`progress-state.ts`,
 * `account-transitions.ts`).
 */
export interface ProgressStore {
  getState(): ProgressState;
  /**
   * The state as a server drew the page: the owner's, without what only this device holds.
   * Hydration renders it first (`useSyncExternalStore`'s server snapshot), so the server's
   * HTML is taken over as it is, and the device's answers follow in the same task.
   */
  getServerState(): ProgressState;
  update(transition: (state: ProgressState) => ProgressState): void;
  subscribe(listener: () => void): () => void;
}

export function createProgressStore(
  initial: ProgressState,
  asServerDrew: ProgressState = initial,
): ProgressStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    getServerState: () => asServerDrew,
    update(transition) {
      const next = transition(state);
      if (next === state) {
        return;
      }
      state = next;
      for (const listener of [...listeners]) {
        listener();
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
