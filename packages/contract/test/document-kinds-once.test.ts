import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 39: what differs between the kinds of document (a course, a page, the site settings) is
// configuration, one object per kind (the API's content/document-kinds.ts, the editor's
// staff/content/editor-kinds.ts), not a branch wherever a kind matters. This reads the source of
// every app and package (tests and stories aside) for a document kind compared by name.

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const ROOTS = ['apps/api/src', 'apps/web/src', 'packages/blocks/src', 'packages/contract/src'];
const SKIPPED = /\.(test|stories)\.|\/e2e\//;
// A document's kind by the names it goes by (`kind`, `key.kind`, `entry.kind`, `row.kind`),
// compared with a kind's name; a place in a course's outline (`place.kind === 'page'`) is not one.
const BRANCH = /(?<![\w.?])(?:(?:key|entry|row|document)\.)?kind\s*[!=]==\s*'(?:education|page|settings)'/g;
// The few that stay: a kind that is a value of its own in a query or the engine's HTML walk.
const MOST = 5;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(repository, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(relative);
    }
    return /\.(ts|tsx)$/.test(entry.name) && !SKIPPED.test(relative) ? [relative] : [];
  });
}

describe('the kinds of document', () => {
  it(`are configuration: at most ${MOST} branches on a kind's name in all the source`, () => {
    const files = ROOTS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const branches = files.flatMap((file) =>
      readFileSync(path.join(repository, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          (line.match(BRANCH) ?? []).map(() => `${file}:${index + 1}: ${line.trim()}`),
        ),
    );
    expect(branches.length, branches.join('\n')).toBeLessThanOrEqual(MOST);
  });

  it('finds a branch where there is one', () => {
    expect("if (key.kind === 'settings') {".match(BRANCH)).toHaveLength(1);
    expect("kind !== 'education'".match(BRANCH)).toHaveLength(1);
    expect("place.kind === 'page'".match(BRANCH)).toBeNull();
  });
});
