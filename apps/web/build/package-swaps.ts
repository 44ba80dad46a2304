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
// In the server's render: the engine's sanitizers (DOMPurify on a browser's DOM) are the
// package's server twins (sanitize-html), which follow the same policy.
const ON_SERVER: Swaps = new Map(
  ['content-html', 'comment'].map((name) => [
    path.join(blocksSource, 'engine', 'html', name),
    path.join(blocksServer, 'sanitize.ts'),
  ]),
);

/**
 * The blocks package as the site's build uses it: a first page carries no HTML sanitizer (the
 * API sanitized its HTML), and the server renders with the server's sanitizers. In the browser
 * the package's defaults hold otherwise (each block's code loads when it is first shown). The
 * package's unit tests, Storybook and other hosts keep content HTML sanitized in the browser;
 * so does the site's development server.
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
      return EVERYWHERE.get(target) ?? (options?.ssr ? ON_SERVER.get(target) : undefined) ?? null;
    },
  };
}
