import { onForeignContentChange } from '../db/change-listener';

/** A database handle, as the cache's key: any object (the cache needs nothing of the handle). */
type Database = object;

/** Content counts as fresh for 10 seconds (SPEC §4), so every API process may cache it that long. */
export const CONTENT_FRESH_MS = 10_000;

/**
 * At most this many keys per database in the content store. Keys include ids and slugs from
 * requests, so without a bound, requests for random ones would grow memory without end.
 */
export const CONTENT_CACHE_MAX_ENTRIES = 2000;

/** At most this many pages in the page store; its bytes are bounded by the caller's setting. */
const PAGE_CACHE_MAX_ENTRIES = 20_000;

interface Entry {
  storedAt: number;
  value: Promise<unknown>;
  /** The value once loaded, for `peekContent`'s readers that cannot wait. */
  loaded?: { value: unknown };
  /** Its bytes once loaded (the page store counts them). */
  bytes: number;
}

/** One store of entries: its own bounds, so pages cannot push the API's content out (issue 39). */
interface Store {
  entries: Map<string, Entry>;
  bytes: number;
}

/** The content the API reads, and the site's rendered pages apart from it. */
interface Stores {
  content: Store;
  pages: Store;
}

// One cache per database handle, so test apps (each with its own database) never share entries.
const caches = new WeakMap<Database, Stores>();

function storesOf(db: Database): Stores {
  let stores = caches.get(db);
  if (!stores) {
    stores = { content: { entries: new Map(), bytes: 0 }, pages: { entries: new Map(), bytes: 0 } };
    caches.set(db, stores);
    // What another process publishes is forgotten here at once (issue 25).
    onForeignContentChange(db, () => clearContentCache(db));
  }
  return stores;
}

/**
 * Reads content through a short-lived cache. Concurrent readers of a missing key share one
 * load. Only content goes here, never personal data; a failed load is not cached.
 */
export function cachedContent<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  return cachedIn(storesOf(db).content, { maxEntries: CONTENT_CACHE_MAX_ENTRIES }, key, load, now);
}

/**
 * Reads a rendered page through the same short-lived cache, in a store of its own bounded in
 * bytes (`maxBytes`, the PAGE_CACHE_MB setting; `bytesOf` sizes a loaded page), so that however
 * many pages are asked for, the pages kept stay within it and the content the API reads stays.
 */
export function cachedPage<T>(
  db: Database,
  key: string,
  load: () => Promise<T>,
  bounds: { maxBytes: number; bytesOf: (page: T) => number },
  now = Date.now(),
): Promise<T> {
  const limits = {
    maxEntries: PAGE_CACHE_MAX_ENTRIES,
    maxBytes: bounds.maxBytes,
    bytesOf: bounds.bytesOf as (value: unknown) => number,
  };
  return cachedIn(storesOf(db).pages, limits, key, load, now);
}

interface Limits {
  maxEntries: number;
  maxBytes?: number;
  bytesOf?: (value: unknown) => number;
}

function cachedIn<T>(
  store: Store,
  limits: Limits,
  key: string,
  load: () => Promise<T>,
  now: number,
): Promise<T> {
  const entry = store.entries.get(key);
  if (entry && now - entry.storedAt < CONTENT_FRESH_MS) {
    return entry.value as Promise<T>;
  }
  const value = load();
  if (entry) {
    remove(store, key);
  } else if (store.entries.size >= limits.maxEntries) {
    evict(store, now, () => store.entries.size >= limits.maxEntries);
  }
  const stored: Entry = { storedAt: now, value, bytes: 0 };
  store.entries.set(key, stored);
  value.then(
    (loaded) => {
      if (store.entries.get(key) !== stored) {
        return;
      }
      stored.loaded = { value: loaded };
      if (limits.maxBytes !== undefined && limits.bytesOf) {
        const maxBytes = limits.maxBytes;
        stored.bytes = limits.bytesOf(loaded);
        if (stored.bytes > maxBytes) {
          // Larger than the whole store: not kept, and nothing else goes for it.
          remove(store, key);
          return;
        }
        store.bytes += stored.bytes;
        evict(store, now, () => store.bytes > maxBytes);
      }
    },
    () => {
      if (store.entries.get(key) === stored) {
        remove(store, key);
      }
    },
  );
  return value;
}

/**
 * The loaded value of a fresh entry, without loading or waiting: `undefined` when the key is
 * missing, stale, cleared or still loading. For a caller that only takes a shortcut when the
 * cache already holds the answer (http/answer-replay.ts). Looks in both stores.
 */
export function peekContent(db: Database, key: string, now = Date.now()): unknown {
  const stores = caches.get(db);
  const entry = stores?.content.entries.get(key) ?? stores?.pages.entries.get(key);
  return entry && now - entry.storedAt < CONTENT_FRESH_MS ? entry.loaded?.value : undefined;
}

function remove(store: Store, key: string): void {
  const entry = store.entries.get(key);
  if (entry) {
    store.bytes -= entry.bytes;
    store.entries.delete(key);
  }
}

/** While `over()`, drops stale entries, then the oldest (a Map keeps insertion order). */
function evict(store: Store, now: number, over: () => boolean): void {
  for (const [key, entry] of store.entries) {
    if (!over()) {
      return;
    }
    if (now - entry.storedAt >= CONTENT_FRESH_MS) {
      remove(store, key);
    }
  }
  while (over()) {
    const oldest = store.entries.keys().next();
    if (oldest.done) {
      return;
    }
    remove(store, oldest.value);
  }
}

/** Forgets every cached entry of a database (after an import or an edit in this process). */
export function clearContentCache(db: Database): void {
  const stores = caches.get(db);
  for (const store of stores ? [stores.content, stores.pages] : []) {
    store.entries.clear();
    store.bytes = 0;
  }
}
