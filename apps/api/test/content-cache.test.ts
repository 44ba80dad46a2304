import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import {
  CONTENT_CACHE_MAX_ENTRIES,
  CONTENT_FRESH_MS,
  cachedContent,
  cachedPage,
  clearContentCache,
  peekContent,
} from '../src/storage/content-cache';

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

// Issue 39: rendered pages were kept in the content store, bounded by count: a flood of addresses
// grew memory by their bytes and pushed out the content the API reads (and the replay answers).
describe('cachedPage', () => {
  const page = (bytes: number) => async () => Buffer.alloc(bytes);
  const bounds = { maxBytes: 10_000, bytesOf: (value: Buffer) => value.length };

  it('keeps pages within their bytes, dropping the oldest', async () => {
    const db = fakeHandle();
    for (let index = 0; index < 30; index += 1) {
      await cachedPage(db, `site-page:/sida-${index}`, page(1000), bounds, 1000);
    }
    const kept = Array.from({ length: 30 }, (_, index) => peekContent(db, `site-page:/sida-${index}`, 1000));
    expect(kept.filter(Boolean)).toHaveLength(10);
    // The newest ten.
    expect(kept.slice(20).every(Boolean)).toBe(true);
  });

  it('does not keep a page larger than the bound', async () => {
    const db = fakeHandle();
    await cachedPage(db, 'site-page:/stor', page(20_000), bounds, 1000);
    expect(peekContent(db, 'site-page:/stor', 1000)).toBeUndefined();
  });

  it('never pushes out content, however many pages come', async () => {
    const db = fakeHandle();
    await cachedContent(db, 'education-slug:kurs', async () => 'kursen', 1000);
    for (let index = 0; index < CONTENT_CACHE_MAX_ENTRIES + 50; index += 1) {
      await cachedPage(db, `site-page:/okand-${index}`, page(10), bounds, 1000);
    }
    expect(peekContent(db, 'education-slug:kurs', 1000)).toBe('kursen');
  });

  it('is cleared with the content', async () => {
    const db = fakeHandle();
    await cachedPage(db, 'site-page:/', page(10), bounds, 1000);
    clearContentCache(db);
    expect(peekContent(db, 'site-page:/', 1000)).toBeUndefined();
    // And counts its bytes from nothing again.
    for (let index = 0; index < 10; index += 1) {
      await cachedPage(db, `site-page:/sida-${index}`, page(1000), bounds, 1000);
    }
    expect(peekContent(db, 'site-page:/sida-0', 1000)).toBeDefined();
  });
});
