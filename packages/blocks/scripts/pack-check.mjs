#!/usr/bin/env node
// Proves the published package works for another authority site: packs @jamstalldhet/contract
// and @jamstalldhet/blocks, installs the tarballs into a fresh Vite + React app with npm,
// type-checks the app against the packed types, builds it, renders one block in Chromium, and
// checks that importing one block does not pull in the others (tree-shaking). Then the same app
// runs a whole demo course with the course player against the real API in demo mode.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { startDemoApi } from '../../../scripts/demo-api.mjs';
import { COURSE_HOST_CODE, readDemoCourse, takeCourse } from './pack-course-journey.mjs';

const blocksDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repository = path.resolve(blocksDirectory, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(repository, 'package.json'), 'utf8'));
const pnpm = ['--yes', rootPackage.packageManager];
const work = mkdtempSync(path.join(tmpdir(), 'jb-pack-'));
const app = path.join(work, 'app');
// What another site pays in JavaScript, gzip at level 9 (issue 39): React and ReactDOM alone are
// about 60 KB. A page with one question block ships everything it builds; the course host counts
// what its first page loads before the code of that page's blocks.
const ONE_BLOCK_LIMIT = 100_000;
const COURSE_HOST_LIMIT = 130_000;

function run(command, args, cwd) {
  const result = spawnSync(command, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, npm_config_fund: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
  }
}

function fail(message) {
  console.error(`pack-check: ${message}`);
  process.exitCode = 1;
}

/** What another site meets in the tarballs: docs, licence, public access, ranges, peers. */
function checkPublishedPackages(installed) {
  for (const name of ['contract', 'blocks']) {
    const directory = path.join(installed, name);
    for (const file of ['README.md', 'LICENSE', 'dist/index.js']) {
      if (!existsSync(path.join(directory, file))) {
        fail(`@jamstalldhet/${name} is packed without ${file}`);
      }
    }
    const manifest = JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8'));
    if (manifest.publishConfig?.access !== 'public' || !manifest.repository || !manifest.homepage) {
      fail(`@jamstalldhet/${name}: publishConfig.access public, repository and homepage are needed`);
    }
    for (const [dependency, range] of Object.entries(manifest.dependencies ?? {})) {
      if (!/^\^\d/.test(range)) {
        fail(`@jamstalldhet/${name}: ${dependency} is "${range}", not a caret range`);
      }
    }
  }
  const blocks = JSON.parse(readFileSync(path.join(installed, 'blocks/package.json'), 'utf8'));
  if (
    !blocks.peerDependencies?.react ||
    !blocks.peerDependencies?.['react-dom'] ||
    blocks.peerDependenciesMeta
  ) {
    fail('@jamstalldhet/blocks: react and react-dom must be required peers');
  }
  for (const entry of ['index.js', 'course/index.js']) {
    if (!readFileSync(path.join(installed, 'blocks/dist', entry), 'utf8').startsWith('"use client"')) {
      fail(`@jamstalldhet/blocks: dist/${entry} does not start with "use client"`);
    }
  }
  if (readFileSync(path.join(installed, 'blocks/dist/engine/index.js'), 'utf8').startsWith('"use client"')) {
    fail('@jamstalldhet/blocks/engine is marked "use client"; servers import it');
  }
}

/** The host code of a course, built into the same app and taken by a learner against the demo API. */
async function checkCourse() {
  const hostLines = COURSE_HOST_CODE.trim().split('\n').length;
  if (hostLines >= 40) {
    fail(`the course host code is ${hostLines} lines; it must stay under 40`);
  }
  writeFileSync(path.join(app, 'src/main.tsx'), COURSE_HOST_CODE);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);
  const first = firstPageJavaScript();
  report("the course host, before its first page's blocks", sizeOf(first), COURSE_HOST_LIMIT);
  console.log(
    `pack-check: the course host builds ${kilobytes(sizeOf(builtJavaScript()))} of JavaScript in all.`,
  );
  const api = await startDemoApi(repository, path.join(app, 'dist'), path.join(work, 'data'));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    await takeCourse(page, api.origin, readDemoCourse(repository, 'jamstalldhet-i-skolan'));
    console.log(`pack-check: a ${hostLines}-line host took the demo course to its thank-you page.`);
  } finally {
    await browser.close();
    api.stop();
  }
}

try {
  for (const name of ['contract', 'blocks']) {
    run('npx', [...pnpm, 'pack', '--pack-destination', work], path.join(repository, 'packages', name));
  }
  const tarballs = readdirSync(work).filter((file) => file.endsWith('.tgz'));
  const tarball = (prefix) => `file:../${tarballs.find((file) => file.startsWith(prefix))}`;

  mkdirSync(path.join(app, 'src'), { recursive: true });
  const versions = rootPackage.devDependencies;
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'annan-myndighet',
        private: true,
        type: 'module',
        dependencies: {
          '@jamstalldhet/contract': tarball('jamstalldhet-contract'),
          '@jamstalldhet/blocks': tarball('jamstalldhet-blocks'),
          react: versions.react,
          'react-dom': versions['react-dom'],
        },
        devDependencies: {
          vite: versions.vite,
          '@vitejs/plugin-react': versions['@vitejs/plugin-react'],
          typescript: versions.typescript,
          '@types/react': '19.3.0',
          '@types/react-dom': '19.3.0',
        },
      },
      null,
      2,
    ),
  );
  writeFileSync(
    path.join(app, 'index.html'),
    '<!doctype html><html lang="sv"><head><meta charset="utf-8"><title>Annan myndighet</title></head><body><main id="root"></main><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    path.join(app, 'src/main.tsx'),
    `import { BlocksProvider, QuestionRadio } from '@jamstalldhet/blocks';
import '@jamstalldhet/blocks/styles.css';
import type { Block } from '@jamstalldhet/contract';
import { createRoot } from 'react-dom/client';

// The site's own block, checked against the contract's type when it is built. (Parsing it with
// BlockSchema instead would add zod, about 24 KB gzip: the course player does, for what a
// backend sends.)
const block: Block = {
  block_id: 'q1',
  name: 'question-radio',
  title: 'Vad är en jämställdhetsanalys?',
  answers: [
    { id: 'a', label: 'En analys av hur kvinnor och män påverkas', correct: true },
    { id: 'b', label: 'En budget', correct: false },
  ],
  part: 'normal',
  visibility: 'all',
  mandatory: false,
  has_correction: false,
  multiselect: false,
  max_length: 30,
};
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BlocksProvider onAnswer={(answer) => { document.title = answer.values.join(','); }}>
      <QuestionRadio block={block} />
    </BlocksProvider>,
  );
}
`,
  );
  writeFileSync(
    path.join(app, 'src/engine-only.ts'),
    `import { courseStatus, formatFileSize } from '@jamstalldhet/blocks/engine';
export const size: string = formatFileSize(2_400_000);
export const status = courseStatus;
`,
  );
  writeFileSync(
    path.join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: [],
        lib: ['ES2023', 'DOM'],
      },
      include: ['src'],
    }),
  );
  writeFileSync(
    path.join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()], build: { manifest: true } };\n",
  );

  run('npm', ['install', '--no-audit', '--loglevel=error'], app);
  run('npx', ['tsc', '-p', 'tsconfig.json'], app);
  run('npx', ['vite', 'build', '--logLevel', 'warn'], app);

  const assets = path.join(app, 'dist/assets');
  const javascript = builtJavaScript()
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  report('a page with one question block', sizeOf(builtJavaScript()), ONE_BLOCK_LIMIT);
  const css = readdirSync(assets).filter((file) => file.endsWith('.css'));
  if (css.length === 0) {
    fail('the stylesheet was not bundled');
  }
  // Class names of blocks the app does not import must not be in its JavaScript.
  for (const other of ['jb-comments', 'jb-education-archive', 'jb-video']) {
    if (javascript.includes(other)) {
      fail(`importing one block pulled in ${other}: the package is not tree-shakable`);
    }
  }
  checkPublishedPackages(path.join(app, 'node_modules/@jamstalldhet'));
  const engineBundle = readFileSync(
    path.join(app, 'node_modules/@jamstalldhet/blocks/dist/engine/index.js'),
    'utf8',
  );
  if (/from ['"]react/.test(engineBundle)) {
    fail('@jamstalldhet/blocks/engine imports React');
  }
  // The browser sanitizes with DOMPurify; sanitize-html (with postcss) is for servers only.
  const distribution = path.join(app, 'node_modules/@jamstalldhet/blocks/dist');
  for (const entry of ['engine/index.js', 'index.js', 'course/index.js']) {
    const packages = packagesImportedBy(path.join(distribution, entry));
    if (packages.has('sanitize-html')) {
      fail(`@jamstalldhet/blocks/${entry} pulls in sanitize-html, the server's sanitizer`);
    }
  }
  if (!packagesImportedBy(path.join(distribution, 'server-sanitizer/index.js')).has('sanitize-html')) {
    fail('@jamstalldhet/blocks/server does not sanitize with sanitize-html');
  }

  const server = createServer((request, response) => {
    const file = request.url === '/' ? 'index.html' : (request.url ?? '').slice(1);
    try {
      const body = readFileSync(path.join(app, 'dist', path.normalize(file).replace(/^(\.\.[/\\])+/, '')));
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'text/html';
      response.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const option = page.getByRole('radio', { name: 'En analys av hur kvinnor och män påverkas' });
    await option.check();
    await page.waitForFunction(() => document.title === 'a');
    const group = await page.getByRole('group', { name: 'Vad är en jämställdhetsanalys?' }).count();
    if (group !== 1) {
      fail('the block did not render in the fresh app');
    }
  } finally {
    await browser.close();
    server.close();
  }

  await checkCourse();
  if (!process.exitCode) {
    console.log(
      'pack-check: the packed package installs, type-checks, builds, tree-shakes and renders in a fresh Vite app, and runs a whole course from its first page to the thank-you page.',
    );
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  // PACK_CHECK_KEEP=1 keeps the app to look into (its bundles, what a size is made of).
  if (process.env.PACK_CHECK_KEEP) {
    console.log(`pack-check: kept ${work}`);
  } else {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every JavaScript file the app's build wrote. */
function builtJavaScript() {
  const assets = path.join(app, 'dist/assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => path.join(assets, file));
}

/** The entry chunk and what it imports statically (Vite's manifest): all a page loads before any lazy code. */
function firstPageJavaScript() {
  const manifest = JSON.parse(readFileSync(path.join(app, 'dist/.vite/manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) {
      return;
    }
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      visit(key);
    }
  }
  return [...files].filter((file) => file.endsWith('.js')).map((file) => path.join(app, 'dist', file));
}

function sizeOf(files) {
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
}

function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(1)} KB gzip`;
}

function report(what, bytes, limit) {
  const line = `${what}: ${kilobytes(bytes)} of JavaScript (limit ${kilobytes(limit)})`;
  if (bytes > limit) {
    fail(`${line}; the package makes another site pay for code it does not use`);
  } else {
    console.log(`pack-check: ${line}`);
  }
}

/** The packages a built module imports, following its relative imports (shared chunks). */
function packagesImportedBy(file, seen = new Set(), packages = new Set()) {
  if (seen.has(file)) {
    return packages;
  }
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, specifier] of code.matchAll(/(?:from|import)\s*['"]([^'"]+)['"]/g)) {
    if (specifier.startsWith('.')) {
      packagesImportedBy(path.resolve(path.dirname(file), specifier), seen, packages);
    } else {
      packages.add(specifier);
    }
  }
  return packages;
}
