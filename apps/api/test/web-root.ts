import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The inline script of the test shell, whose hash the policy must allow. */
export const INLINE_SCRIPT = 'document.documentElement.dataset.js = "on";';

/**
 * A built website as Vite leaves it: index.html with the build's default title and
 * description, hashed assets (one large enough to be compressed) and public files. Returns its
 * folder and a function that removes it.
 */
export function createWebRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'jb-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="sv">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <title>Webbutbildningar – byggets titel</title>',
      '    <meta name="description" content="Byggets beskrivning." />',
      `    <script>${INLINE_SCRIPT}</script>`,
      '    <script type="module" crossorigin src="/assets/index-4f2a9c.js"></script>',
      '  </head>',
      '  <body>',
      '    <div id="app"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(
    path.join(root, 'assets', 'index-4f2a9c.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))});`,
  );
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
