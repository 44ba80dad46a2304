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

/**
 * For reads a page shows as it opens (staff lists, a checked link or certificate, a room to
 * join): asked again on every visit, since a change elsewhere may have changed the answer (two
 * readers at once share one call), and otherwise only when the page asks (`reload`), never on
 * window focus or reconnect behind the reader's back.
 */
export const readOnEveryVisit: SWRConfiguration = {
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
};
