import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API's own folder (`apps/api`, or `/app` in the container): the nearest folder above this
 * module whose package.json is the API's. The same answer from `src/` under tsx and from the
 * compiled `dist/server.js`, where every module shares one file.
 */
function findApiRoot(start: string): string {
  for (let directory = start; ; directory = path.dirname(directory)) {
    const manifest = path.join(directory, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@jamstalldhet/api'
    ) {
      return directory;
    }
    if (path.dirname(directory) === directory) {
      throw new Error(`No package.json of @jamstalldhet/api above ${start}`);
    }
  }
}

export const API_ROOT = findApiRoot(path.dirname(fileURLToPath(import.meta.url)));

/** The repository, in a checkout: the default home of `data/` and the built website. */
export const REPOSITORY_ROOT = path.resolve(API_ROOT, '../..');
