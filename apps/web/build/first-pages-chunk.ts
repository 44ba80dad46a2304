import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, normalizePath, type Plugin, type Rolldown } from 'vite';

// Set while the first pass runs, so the pass (which loads this config again, as another module)
// does not nest; a registered symbol is the same in both.
const FIRST_PASS = Symbol.for('jamstalldhet.site.first-pages-pass');
const flags = globalThis as { [FIRST_PASS]?: boolean };

const START_MODULE = normalizePath(
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/start.tsx'),
);

type Output = Rolldown.RolldownOutput;
type Chunk = Rolldown.OutputChunk;

/**
 * The modules every visit loads with the site's code: those of the chunks that the chunk of
 * `startModule` imports, directly or through another, leaving out its own, the entry's and
 * those of the chunks `keepApart` names (the libraries, cached across releases).
 */
export function modulesLoadedWith(
  output: Output,
  startModule: string,
  keepApart: readonly string[],
): Set<string> {
  const chunks = output.output.filter((file): file is Chunk => file.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const start = chunks.find((chunk) => chunk.facadeModuleId === startModule);
  if (start === undefined) {
    throw new Error(`first-pages-chunk: the first pass has no chunk for ${startModule}`);
  }
  const modules = new Set<string>();
  const seen = new Set([start.fileName]);
  const next = [...start.imports];
  for (let file = next.pop(); file !== undefined; file = next.pop()) {
    const chunk = byFile.get(file);
    if (seen.has(file) || chunk === undefined) {
      continue;
    }
    seen.add(file);
    next.push(...chunk.imports);
    if (!chunk.isEntry && !keepApart.includes(chunk.name)) {
      // Not the bundler's own modules (`\0rolldown/runtime.js`): no group can take them, and
      // they land wherever Rolldown puts them.
      for (const id of chunk.moduleIds.filter((id) => !id.startsWith('\0'))) {
        modules.add(id);
      }
    }
  }
  return modules;
}

/**
 * One chunk for the modules every page loads with the site's code (issue 25). Left to itself,
 * Rolldown puts each set of them that some lazy part also uses in a chunk of its own: about
 * twenty files of 0.2–3 KB, each compressed alone, 4 KB gzip more on every first page than the
 * same code in one. Which modules they are is known only once the code is split, so the site's
 * browser build runs twice: a first pass in memory finds them, and `group` gathers them in
 * the build that is written. Nothing that was not loaded with the start chunk joins it, so no
 * page loads more than before, and the entry still loads the start chunk in one step.
 *
 * @param configFile the site's Vite config, which the first pass builds with (without this group)
 * @param keepApart names of other groups whose chunks stay as they are
 */
export function firstPagesChunk(configFile: string, keepApart: readonly string[]) {
  const modules = new Set<string>();
  const group: Rolldown.CodeSplittingGroup = {
    name: 'first-pages',
    test: (id) => modules.has(id),
    // The set is whole: each module's dependencies are in it, in the libraries or in the entry
    // (taking them in again would take in the lazy parts they reach). `generateBundle` checks it.
    includeDependenciesRecursively: false,
  };
  const plugin: Plugin = {
    name: 'first-pages-chunk',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild && flags[FIRST_PASS] !== true,
    async config(config, env) {
      if (config.build?.watch) {
        // The first pass runs once: after a change its list would be out of date.
        throw new Error('first-pages-chunk: the site is not built with --watch; use the dev server');
      }
      flags[FIRST_PASS] = true;
      try {
        const output = await build({
          configFile,
          root: config.root ?? path.dirname(configFile),
          mode: env.mode,
          logLevel: 'warn',
          build: { write: false, sourcemap: false },
        });
        for (const id of modulesLoadedWith(output as Output, START_MODULE, keepApart)) {
          modules.add(id);
        }
      } finally {
        delete flags[FIRST_PASS];
      }
    },
    // The two passes must agree: every module found is in the one chunk, and that chunk needs
    // nothing but the entry and the libraries (no lazy part, no start chunk), or it would run
    // code early or out of order.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Chunk => file.type === 'chunk');
      const gathered = chunks.filter((chunk) => chunk.name === 'first-pages');
      const allowed = new Set(
        chunks
          .filter((chunk) => chunk.isEntry || keepApart.includes(chunk.name))
          .map((chunk) => chunk.fileName),
      );
      const [chunk, ...more] = gathered;
      const missing = [...modules].filter((id) => !chunk?.moduleIds.includes(id));
      const imported = chunk?.imports.filter((file) => !allowed.has(file)) ?? [];
      if (
        modules.size > 0 &&
        (chunk === undefined || more.length > 0 || missing.length > 0 || imported.length > 0)
      ) {
        this.error(
          `first-pages-chunk: the build does not match its first pass (${gathered.length} chunks; ` +
            `missing ${missing.slice(0, 3).join(', ') || 'none'}; imports ${imported.join(', ') || 'none'})`,
        );
      }
    },
  };
  return { plugin, group };
}
