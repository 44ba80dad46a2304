/**
 * A database handle, as the cache's key: any object (the cache needs nothing of the handle, and
 * so the database layer may clear it without an import cycle).
 */
type Database = object;

/** Content counts as fresh for 10 seconds (SPEC §4), so every API process may cache it that long. */
export const CONTENT_FRESH_MS = 10_000;

/**
 * At most this many keys per database. Keys include slugs from addresses anyone can make up, so
 * without a bound, requests for random pages would grow memory without end.
 */
export const CONTENT_CACHE_MAX_ENTRIES = 2000;

interface Entry {
  storedAt: number;
  value: Promise<unknown>;
  /** The value once loaded, for `peekContent`'s readers that cannot wait. */
  loaded?: { value: unknown };
}

// One cache per database handle, so test apps (each with its own database) never share entries.
const caches = new WeakMap<Database, Map<string, Entry>>();

function cacheOf(db: Database): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
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
  const cache = cacheOf(db);
  const entry = cache.get(key);
  if (entry && now - entry.storedAt < CONTENT_FRESH_MS) {
    return entry.value as Promise<T>;
  }
  const value = load();
  if (!entry && cache.size >= CONTENT_CACHE_MAX_ENTRIES) {
    evictStale(cache, now);
  }
  const stored: Entry = { storedAt: now, value };
  cache.set(key, stored);
  value.then(
    (loaded) => {
      stored.loaded = { value: loaded };
    },
    () => {
      if (cache.get(key) === stored) {
        cache.delete(key);
      }
    },
  );
  return value;
}

/**
 * The loaded value of a fresh entry, without loading or waiting: `undefined` when the key is
 * missing, stale, cleared or still loading. For a caller that only takes a shortcut when the
 * cache already holds the answer (http/answer-replay.ts).
 */
export function peekContent(db: Database, key: string, now = Date.now()): unknown {
  const entry = caches.get(db)?.get(key);
  return entry && now - entry.storedAt < CONTENT_FRESH_MS ? entry.loaded?.value : undefined;
}

/** Drops stale entries; if all are fresh, the oldest (a Map keeps insertion order). */
function evictStale(cache: Map<string, Entry>, now: number): void {
  for (const [key, entry] of cache) {
    if (now - entry.storedAt >= CONTENT_FRESH_MS) {
      cache.delete(key);
    }
  }
  while (cache.size >= CONTENT_CACHE_MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (oldest.done) {
      return;
    }
    cache.delete(oldest.value);
  }
}

/** Forgets every cached entry of a database (after an import or an edit in this process). */
export function clearContentCache(db: Database): void {
  caches.get(db)?.clear();
}
