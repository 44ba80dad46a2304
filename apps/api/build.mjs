// Compiles the API for production (issue 15): `dist/server.js` and `dist/cli.js`, run by plain
// Node without tsx. The workspace packages (the contract, the blocks' engine and server entries)
// are TypeScript in this repository, so they are bundled in, with what they import; the API's
// own dependencies stay in node_modules (native parts, WebAssembly, files read at run time).
// The SQL migrations go beside the bundle, where `db/database.ts` looks for them.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.entries(manifest.dependencies)
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/cli.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Subpaths too (`drizzle-orm/pg-core`, `@electric-sql/pglite/…`).
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: true,
  // Bundled CommonJS (sanitize-html's parser) may call require: give the ES module one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log(`dist/server.js and dist/cli.js built; ${external.length} dependencies left to node_modules`);
