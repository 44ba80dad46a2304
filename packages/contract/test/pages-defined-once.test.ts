import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MY_PAGES_SLUG, SITE_ROUTE_SLUGS } from '../src/site-pages';

// Issue 39: a page's address is written once, in the page table (src/site-pages.ts); everything
// else asks `pageUrl`. This reads the source of every app and package (tests, stories and
// comments aside) for a string that spells out an address of the site's own pages.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = [
  'apps/api/src',
  'apps/web/src',
  'apps/web/server',
  'packages/blocks/src',
  'packages/contract/src',
];
const TABLE = 'packages/contract/src/site-pages.ts';
const SKIPPED = /\.(test|stories)\.|\/e2e\//;
const segments = [...SITE_ROUTE_SLUGS.filter((slug) => slug !== 'api' && slug !== 'assets'), MY_PAGES_SLUG];
// A quote or backtick, then one of the pages' first segments as a whole segment.
const ADDRESS = new RegExp(`['"\`]/(?:${segments.join('|')})(?=[/'"\`?#]|$)`);
const COMMENT = /^\s*(\/\/|\*|\/\*)/;

function sourceFiles(folder: string): string[] {
  const entries = (() => {
    try {
      return readdirSync(path.join(repository, folder), { withFileTypes: true });
    } catch {
      return [];
    }
  })();
  return entries.flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(relative);
    }
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !SKIPPED.test(relative) ? [relative] : [];
  });
}

describe('the page table', () => {
  it('is the only place that writes out an address of the site’s own pages', () => {
    const files = ROOTS.flatMap(sourceFiles).filter((file) => file !== TABLE);
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      readFileSync(path.join(repository, file), 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
        .filter(({ line }) => !COMMENT.test(line) && ADDRESS.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
