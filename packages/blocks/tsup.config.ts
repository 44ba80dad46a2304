import { defineConfig } from 'tsup';

export default defineConfig({
  // One entry per public path so `@jamstalldhet/blocks/engine` never pulls in React.
  entry: { index: 'src/index.ts', 'engine/index': 'src/engine/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  target: 'es2022',
  external: ['react', 'react-dom', '@jamstalldhet/contract'],
});
