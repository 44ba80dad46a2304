import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { modulesLoadedWith } from './first-pages-chunk';

// A site in small: the entry loads `start`, and `later` on a page that needs it (so Rolldown
// cannot count on `start` having loaded what `later` shares with it); `start` uses `shared`
// and `library`, which `later` uses too, and `later` has code of its own (`own`).
const files = {
  'main.js': `export const ready = [import('./start.js').then((m) => m.start()), import('./later.js')];`,
  'start.js': `import { shared } from './shared.js'; import { library } from './library.js';
    export function start() { return [shared(), library(), import('./later.js')]; }`,
  'later.js': `import { shared } from './shared.js'; import { library } from './library.js'; import { own } from './own.js';
    export const later = () => [shared(), library(), own()];`,
  'shared.js': `export const shared = () => 'shared';`,
  'library.js': `export const library = () => 'library';`,
  'own.js': `export const own = () => 'own';`,
};
const root = mkdtempSync(path.join(tmpdir(), 'first-pages-'));
for (const [name, text] of Object.entries(files)) {
  writeFileSync(path.join(root, name), text);
}
const at = (name: string) => path.join(root, name);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function bundle(groups: Rolldown.CodeSplittingGroup[]): Promise<Rolldown.RolldownOutput> {
  const output = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: false,
      rolldownOptions: { input: at('main.js'), output: { codeSplitting: { groups } } },
    },
  });
  return output as Rolldown.RolldownOutput;
}

const library: Rolldown.CodeSplittingGroup = { name: 'library', test: /library\.js$/ };

describe('modulesLoadedWith', () => {
  it('finds the modules of the chunks the start chunk imports, not its own, the entry’s or a lazy part’s', async () => {
    const output = await bundle([]);
    expect([...modulesLoadedWith(output, at('start.js'), [])].sort()).toEqual(
      [at('library.js'), at('shared.js')].sort(),
    );
  });

  it('leaves the chunks of the groups it is told to keep apart', async () => {
    const output = await bundle([library]);
    expect([...modulesLoadedWith(output, at('start.js'), ['library'])]).toEqual([at('shared.js')]);
  });

  it('leaves out the bundler’s own modules, which no group can take', () => {
    const chunk = (fileName: string, fields: Partial<Rolldown.OutputChunk>) =>
      ({
        type: 'chunk',
        fileName,
        name: fileName,
        isEntry: false,
        imports: [],
        moduleIds: [],
        ...fields,
      }) as Rolldown.OutputChunk;
    const output = {
      output: [
        chunk('start.js', { facadeModuleId: at('start.js'), imports: ['shared.js'] }),
        chunk('shared.js', { moduleIds: ['\0rolldown/runtime.js', at('shared.js')] }),
      ],
    } as unknown as Rolldown.RolldownOutput;
    expect([...modulesLoadedWith(output, at('start.js'), [])]).toEqual([at('shared.js')]);
  });

  it('refuses a build without a chunk for the start module', async () => {
    const output = await bundle([]);
    expect(() => modulesLoadedWith(output, at('missing.js'), [])).toThrow(/no chunk for .*missing\.js/);
  });

  it('gathers them in one chunk that the start chunk imports, and the lazy part loads nothing new', async () => {
    const first = await bundle([]);
    const modules = modulesLoadedWith(first, at('start.js'), []);
    const output = await bundle([
      { name: 'first-pages', test: (id) => modules.has(id), includeDependenciesRecursively: false },
    ]);
    const chunks = output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
    const firstPages = chunks.filter((chunk) => chunk.name === 'first-pages');
    expect(firstPages.map((chunk) => [...chunk.moduleIds].sort())).toEqual([
      [at('library.js'), at('shared.js')].sort(),
    ]);
    const start = chunks.find((chunk) => chunk.facadeModuleId === at('start.js'));
    const later = chunks.find((chunk) => chunk.facadeModuleId === at('later.js'));
    // (Each imports the entry too, for Vite's helper that loads lazy parts.)
    expect(start?.imports).toContain(firstPages[0]?.fileName);
    expect(later?.imports).toContain(firstPages[0]?.fileName);
    expect([...(later?.moduleIds ?? [])].sort()).toEqual([at('later.js'), at('own.js')]);
  });
});
