import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));

// Other sites theme the blocks by these tokens: docs/blocks.md must list every one.
it('docs/blocks.md lists every --jb-* token of the stylesheet', () => {
  const css = readFileSync(path.join(here, 'tokens.css'), 'utf8');
  const docs = readFileSync(path.join(here, '../../../../docs/blocks.md'), 'utf8');
  const tokens = [...css.matchAll(/(--jb-[a-z0-9-]+)\s*:/g)].map((match) => match[1]);
  expect(tokens.length).toBeGreaterThan(30);
  for (const token of tokens) {
    expect(docs, token).toContain(`\`${token}\``);
  }
});
