import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { browserContractPlugin } from './build/browser-contract';
import { firstPagesChunk } from './build/first-pages-chunk';
import { packageSwaps } from './build/package-swaps';

// The API runs on its own port in development; Vite forwards /api to it so the browser sees
// one origin, as in production where the API serves the built site.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// The site ships on Preact's React compatibility layer: the same components, about 60 KB less
// gzip JavaScript on every first visit than react-dom (docs/decisions.md, "The site on Preact").
// Only the site's build and dev server: its unit tests, Storybook and other hosts of the blocks
// package run React itself, and the journeys (e2e) test the build as it ships.
// Absolute paths, because the blocks package imports React too and cannot see the site's Preact.
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
// dictionary-sv exports only its Node loader; the editor's spelling worker takes its two files.
const dictionarySv = path.dirname(createRequire(import.meta.url).resolve('dictionary-sv'));
const preactCompat = [
  { find: /^react$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
  // swr and wouter bring React 17's stand-in for useSyncExternalStore; Preact has its own.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${preact}/compat/dist/compat.mjs` },
];

/**
 * zod compiles a fast object parser with `new Function`, and probes whether eval is allowed as
 * soon as the first object schema is built. The site's Content-Security-Policy has no
 * 'unsafe-eval', so the probe was blocked and reported on every page. Its global config
 * (`globalThis.__zod_globalConfig`) is set jitless before zod's core runs: an import in
 * main.tsx cannot be first once the contract sits in another chunk. Parsing is the same.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'zod-without-eval',
    transform(code, id, options) {
      // The server's render (no CSP there) keeps zod's defaults, and the API's own zod with them.
      if (options?.ssr || !/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) {
        return null;
      }
      return {
        code: `globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n${code}`,
        map: null,
      };
    },
  };
}

// The libraries every page runs with the site's code, in one chunk: split by which lazy parts
// share them, they came as several files, each compressed alone. They load with the site's code,
// after the first paint (main.tsx imports none), and change less often than it does.
const libraries = {
  name: 'libraries',
  test: /node_modules[\\/].*[\\/](preact|swr|wouter|regexparam|use-sync-external-store)[\\/]/,
};
const firstPages = firstPagesChunk(fileURLToPath(import.meta.url), [libraries.name]);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), zodWithoutEval(), packageSwaps(), browserContractPlugin(), firstPages.plugin],
  resolve: { alias: [...preactCompat, { find: /^dictionary-sv-files\//, replacement: `${dictionarySv}/` }] },
  // The server's render (src/server/render-page.tsx) bundles its packages, so they run on the
  // same Preact as the browser's build: an external swr or wouter would load React in Node.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
    // The server's render is built into dist/.ssr (not served: a dot folder) without the files.
    copyPublicDir: !isSsrBuild,
    // One stylesheet, in the head: a page the server drew is styled before any script runs,
    // the parts whose code comes later too (about 2 KB gzip more than a first page's own).
    cssCodeSplit: false,
    // No preload links written by script for a chunk's imports: the site's code loads after the
    // page is painted (main.tsx), and writing the links into the head cost a task of about
    // 150 ms on Lighthouse's phone. The browser finds the imports as it reads each chunk.
    modulePreload: false,
    // The server's render is one process's import, not a download: its chunks are left alone.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [libraries, firstPages.group] },
          },
        },
  },
}));
