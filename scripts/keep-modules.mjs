// An esbuild plugin for the packages' builds (tsup): every source file stays a module of its own
// in `dist`, and each relative import is written as the file it names (`./block.js`,
// `./operations/index.js`), as Node and bundlers resolve ES modules. A bundled file would keep
// code a site does not use: esbuild turns `export * as operations from './catalog'` into an
// object that holds every call, and a block whose module runs code at its top is never left out
// (issue 39). With `"sideEffects"` in package.json, a site's bundler keeps only what it imports.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

function isFile(file) {
  return existsSync(file) && statSync(file).isFile();
}

/** The specifier as it names the built file, or undefined when it is no source module. */
function builtSpecifier(specifier, importer) {
  const target = path.resolve(path.dirname(importer), specifier);
  if (SOURCE_EXTENSIONS.some((extension) => isFile(target + extension))) {
    return `${specifier}.js`;
  }
  if (SOURCE_EXTENSIONS.some((extension) => isFile(path.join(target, `index${extension}`)))) {
    return `${specifier}/index.js`;
  }
  return undefined;
}

export function keepModules() {
  return {
    name: 'keep-modules',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, ({ path: specifier, importer, kind }) => {
        if (kind === 'entry-point' || !importer) {
          return undefined;
        }
        const built = builtSpecifier(specifier, importer);
        return built ? { path: built, external: true } : undefined;
      });
    },
  };
}
