import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { CONTENT_CACHE_MAX_ENTRIES, CONTENT_FRESH_MS, cachedContent } from '../src/storage/content-cache';

// The cache only uses the handle as a key.
const fakeHandle = () => ({}) as Database;

describe('cachedContent', () => {
  it('answers a fresh key from the cache and loads a stale one again', async () => {
    const db = fakeHandle();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedContent(db, 'page:start', load, 0)).toBe(1);
    expect(await cachedContent(db, 'page:start', load, CONTENT_FRESH_MS - 1)).toBe(1);
    expect(await cachedContent(db, 'page:start', load, CONTENT_FRESH_MS)).toBe(2);
  });

  it('keeps at most the maximum number of keys, dropping the oldest, so made-up slugs cannot grow memory', async () => {
    const db = fakeHandle();
    let loads = 0;
    const load = async () => ++loads;
    for (let index = 0; index < CONTENT_CACHE_MAX_ENTRIES + 50; index += 1) {
      await cachedContent(db, `page:okand-${index}`, load, 1000);
    }
    const before = loads;
    // The newest key is still cached; the first one was dropped and loads again.
    await cachedContent(db, `page:okand-${CONTENT_CACHE_MAX_ENTRIES + 49}`, load, 1000);
    expect(loads).toBe(before);
    await cachedContent(db, 'page:okand-0', load, 1000);
    expect(loads).toBe(before + 1);
  });
});
