import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The API runs on its own port in development; Vite forwards /api to it so the browser sees
// one origin, as in production where the API serves the built site.
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

// The site ships on Preact's React compatibility layer: the same components, about 60 KB less
// gzip JavaScript on every first visit than react-dom (docs/decisions.md, "The site on Preact").
// Only the site's build and dev server: its unit tests, Storybook and other hosts of the blocks
// package run React itself, and the journeys (e2e) test the build as it ships.
// Absolute paths, because the blocks package imports React too and cannot see the site's Preact.
const preact = path.dirname(createRequire(import.meta.url).resolve('preact/package.json'));
const preactCompat = [
  { find: /^react$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom$/, replacement: `${preact}/compat/dist/compat.mjs` },
  { find: /^react-dom\/client$/, replacement: `${preact}/compat/client.mjs` },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: `${preact}/jsx-runtime/dist/jsxRuntime.mjs` },
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
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) {
        return null;
      }
      return {
        code: `globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };\n${code}`,
        map: null,
      };
    },
  };
}

export default defineConfig({
  plugins: [react(), zodWithoutEval()],
  resolve: { alias: preactCompat },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    assetsDir: 'assets',
  },
});
