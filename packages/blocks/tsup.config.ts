import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // One entry per public path so `@jamstalldhet/blocks/engine` never pulls in React.
    entry: {
      index: 'src/index.ts',
      'engine/index': 'src/engine/index.ts',
      'course/index': 'src/course/index.ts',
      'server/index': 'src/server-sanitizer/index.ts',
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', '@jamstalldhet/contract', 'wouter'],
  },
  {
    // The one stylesheet: esbuild inlines every @import into dist/styles.css.
    entry: { styles: 'src/styles.css' },
    minify: false,
  },
]);
