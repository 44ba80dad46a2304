import type { Plugin } from 'esbuild';

/** An esbuild plugin: every source file stays a module of its own, relative imports name built files. */
export declare function keepModules(): Plugin;
