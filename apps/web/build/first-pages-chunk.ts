import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rolldown } from 'vite';

// Set while the first pass runs, so the pass (which loads this config again) does not nest.
const FIRST_PASS = 'SITE_FIRST_PAGES_PASS';

const START_MODULE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/start.tsx');

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
      for (const id of chunk.moduleIds) {
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
    // The modules are whole already: their dependencies are in the start chunk, the libraries
    // or this set (taking them in too would take the lazy parts they reach).
    includeDependenciesRecursively: false,
  };
  const plugin: Plugin = {
    name: 'first-pages-chunk',
    apply: (_config, env) =>
      env.command === 'build' && !env.isSsrBuild && process.env[FIRST_PASS] === undefined,
    async config(_config, env) {
      process.env[FIRST_PASS] = '1';
      try {
        const output = await build({
          configFile,
          mode: env.mode,
          logLevel: 'warn',
          build: { write: false, sourcemap: false },
        });
        for (const id of modulesLoadedWith(output as Output, START_MODULE, keepApart)) {
          modules.add(id);
        }
      } finally {
        delete process.env[FIRST_PASS];
      }
    },
  };
  return { plugin, group };
}
