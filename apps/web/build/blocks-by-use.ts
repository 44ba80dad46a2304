import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const blocksSource = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@jamstalldhet/blocks/server')),
  '..',
);

/** Package modules the site's build puts others in place of, by the file they resolve to. */
const IN_BROWSER = new Map([
  // Each block's code in a chunk of its own, loaded when the block is first shown.
  [path.join(blocksSource, 'render', 'registry'), path.join(blocksSource, 'render', 'registry-by-use.ts')],
]);
const EVERYWHERE = new Map([
  // Content HTML as the API sent it, sanitized there.
  [
    path.join(blocksSource, 'parts', 'rendered-html'),
    fileURLToPath(new URL('../src/content-html/rendered-html.ts', import.meta.url)),
  ],
]);

/**
 * The blocks package as the site's build uses it (issue 25: a first page carries the code of
 * the blocks it shows, and no HTML sanitizer):
 * - in the browser, the registry whose blocks load by use (`loadBlocks` awaits a page's blocks
 *   before it is taken over, app/hydration-steps.tsx);
 * - in the browser and the server's render, `RichText` renders content HTML as the API sent it.
 * The package's unit tests, Storybook and other hosts keep its defaults: every block in one
 * bundle, and content HTML sanitized in the browser.
 */
export function blocksByUse(): Plugin {
  return {
    name: 'blocks-by-use',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.')) {
        return null;
      }
      const target = path.resolve(path.dirname(importer), source).replace(/\.tsx?$/, '');
      return EVERYWHERE.get(target) ?? (options?.ssr ? null : IN_BROWSER.get(target)) ?? null;
    },
  };
}
