import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const blocksServer = path.dirname(createRequire(import.meta.url).resolve('@jamstalldhet/blocks/server'));
const blocksSource = path.join(blocksServer, '..');
const site = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** Modules of the blocks package, by the file they resolve to (no extension), and their stand-ins. */
type Swaps = ReadonlyMap<string, string>;

// Everywhere the site's build runs: content HTML as the API sent it, sanitized there (issue 25).
const EVERYWHERE: Swaps = new Map([
  [path.join(blocksSource, 'parts', 'rendered-html'), site('content-html/rendered-html.ts')],
]);
// In the browser: each block's code in a chunk of its own, loaded when the block is first shown.
const IN_BROWSER: Swaps = new Map([
  [path.join(blocksSource, 'render', 'registry'), path.join(blocksSource, 'render', 'registry-by-use.ts')],
]);
// In the server's render: the engine's sanitizers (DOMPurify on a browser's DOM) are the
// package's server twins (sanitize-html), which follow the same policy.
const ON_SERVER: Swaps = new Map(
  ['content-html', 'comment'].map((name) => [
    path.join(blocksSource, 'engine', name),
    path.join(blocksServer, 'sanitize.ts'),
  ]),
);

/**
 * The blocks package as the site's build uses it: a first page carries the code of the blocks
 * it shows and no HTML sanitizer, and the server renders with the server's sanitizers. The
 * package's unit tests, Storybook and other hosts keep its defaults: every block in one bundle,
 * and content HTML sanitized in the browser. The site's development server keeps them too.
 */
export function packageSwaps(): Plugin {
  return {
    name: 'package-swaps',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) {
        return null;
      }
      const target = path.resolve(path.dirname(importer), source).replace(/\.tsx?$/, '');
      return EVERYWHERE.get(target) ?? (options?.ssr ? ON_SERVER : IN_BROWSER).get(target) ?? null;
    },
  };
}
