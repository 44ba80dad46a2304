import { gzipSync } from 'node:zlib';
import type { Page } from './browser-deps';
import { settled } from './page-ready';

/** Issue 13's target: gzip kilobytes of JavaScript a first page loads before it is shown. */
export const INITIAL_JAVASCRIPT_TARGET_KB = 80;

/**
 * The pages a first-time visitor opens most, each with its budget in gzip kilobytes: what it
 * loads today and a little room, so no change makes a first page heavier unnoticed. A ratchet
 * towards the target: lower a budget when a page gets lighter (docs/performance.md).
 */
export const FIRST_PAGES = [
  { name: 'Start page', path: '/', budgetKb: 60 },
  { name: 'Course presentation', path: '/jamstalldhet-i-skolan', budgetKb: 60 },
  { name: 'Chapter page', path: '/jamstalldhet-i-skolan/1/1/1', budgetKb: 65 },
] as const;

export interface LoadedScript {
  path: string;
  raw: number;
  gzip: number;
  /** The script's text, to tell which code a first page carries. */
  source: string;
}

/**
 * Every script a fresh visit to `url` loads until the page is shown and the network is quiet
 * (its heading there, nothing loading): the entry, its imports and the route's own chunks.
 * Sizes are the bytes as served and their gzip at level 6, what the server's compression gives.
 */
export async function initialJavaScript(page: Page, url: string): Promise<LoadedScript[]> {
  const bodies: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(
        response
          .body()
          .then((body) => ({
            path: new URL(response.url()).pathname,
            raw: body.length,
            gzip: gzipSync(body).length,
            source: body.toString('utf8'),
          }))
          .catch(() => null),
      );
    }
  });
  await page.goto(url);
  await settled(page);
  return (await Promise.all(bodies)).filter((script) => script !== null);
}

export function kilobytes(bytes: number): number {
  return Math.round((bytes / 1024) * 10) / 10;
}

export function total(scripts: readonly LoadedScript[], size: 'raw' | 'gzip'): number {
  return scripts.reduce((sum, script) => sum + script[size], 0);
}
