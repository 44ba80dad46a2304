import type { SWRConfiguration } from 'swr';

/** Cached pages and courses count as fresh for 10 seconds (SPEC §4). */
export const FRESH_FOR_MS = 10_000;

export const swrConfig: SWRConfiguration = {
  dedupingInterval: FRESH_FOR_MS,
  focusThrottleInterval: FRESH_FOR_MS,
  // A failed call is shown to the user, who can try again; no silent retry storm.
  shouldRetryOnError: false,
  // One cache per mounted site: nothing cached leaks between sites in one page (tests, previews).
  provider: () => new Map(),
};
