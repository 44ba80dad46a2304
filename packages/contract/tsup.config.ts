import { defineConfig } from 'tsup';
import { keepModules } from '../../scripts/keep-modules.mjs';

export default defineConfig({
  // Every source file is a module of its own in `dist` (scripts/keep-modules.mjs), so a site's
  // bundler (with `"sideEffects": false`) keeps only the schemas and calls it uses: a page that
  // renders one block does not carry the schemas of 87 calls (issue 39).
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  esbuildPlugins: [keepModules()],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
