import { defineConfig } from 'tsup';
import { keepModules } from '../../scripts/keep-modules.mjs';

// The public entry points; `@jamstalldhet/blocks/engine` never pulls in React.
const ENTRIES = {
  index: 'src/index.ts',
  'engine/index': 'src/engine/index.ts',
  'course/index': 'src/course/index.ts',
  'server-sanitizer/index': 'src/server-sanitizer/index.ts',
};

export default defineConfig([
  {
    // Every source file is a module of its own in `dist` (scripts/keep-modules.mjs), so a site's
    // bundler leaves out each block, rule and helper it does not use (`"sideEffects"` names only
    // the stylesheet), and the course player's blocks stay chunks loaded by use (issue 39).
    entry: [
      ...Object.values(ENTRIES),
      'src/**/*.{ts,tsx}',
      '!src/**/*.{test,stories,fixtures}.{ts,tsx}',
      '!src/**/*story-*.{ts,tsx}',
      '!src/test/**',
      '!src/engine/fixtures/**',
    ],
    format: ['esm'],
    dts: { entry: ENTRIES },
    sourcemap: true,
    esbuildPlugins: [keepModules()],
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@jamstalldhet/contract', 'wouter'],
  },
  {
    // The one stylesheet: esbuild inlines every @import into dist/styles.css.
    entry: { styles: 'src/styles.css' },
    minify: false,
  },
]);
