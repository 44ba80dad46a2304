#!/usr/bin/env node
// Issue 13's first measurement: the JavaScript a first-time visitor's browser loads before the
// load event, on the production build served by the real API in demo mode, for the start page,
// a course presentation and a chapter page. Sizes are gzip (level 6, what the server's gzip
// gives) of each script's bytes. Writes the table into docs/performance.md between its markers.
// Not part of `npm test`: it measures, it does not assert.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { startDemoApi } from '../../../scripts/demo-api.mjs';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repository = path.resolve(webDirectory, '../..');
const PAGES = [
  { name: 'Start page', path: '/' },
  { name: 'Course presentation', path: '/jamstalldhet-i-skolan' },
  { name: 'Chapter page', path: '/jamstalldhet-i-skolan/1/1/1' },
];
const BUDGET_KB = 80;
const BEGIN = '<!-- first-page:begin -->';
const END = '<!-- first-page:end -->';

/** The scripts one fresh visit loads before its load event: name, raw and gzip bytes. */
async function scriptsBeforeLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = [];
  let loaded = false;
  page.on('response', async (response) => {
    if (loaded || response.request().resourceType() !== 'script') {
      return;
    }
    const body = await response.body().catch(() => null);
    if (body) {
      scripts.push({ name: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body).length });
    }
  });
  await page.goto(url, { waitUntil: 'load' });
  loaded = true;
  await context.close();
  return scripts;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: webDirectory,
  stdio: 'inherit',
});
if (build.status !== 0) {
  throw new Error('vite build failed');
}
const data = mkdtempSync(path.join(tmpdir(), 'jb-bench-web-'));
const api = await startDemoApi(repository, path.join(webDirectory, 'dist'), data);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
const rows = [];
try {
  for (const { name, path: pagePath } of PAGES) {
    const scripts = await scriptsBeforeLoad(browser, `${api.origin}${pagePath}`);
    const raw = scripts.reduce((sum, script) => sum + script.raw, 0);
    const gzip = scripts.reduce((sum, script) => sum + script.gzip, 0);
    rows.push({ name, path: pagePath, files: scripts.length, raw, gzip });
    console.log(`${name} (${pagePath}): ${scripts.length} scripts, ${kb(raw)} KB raw, ${kb(gzip)} KB gzip`);
  }
} finally {
  await browser.close();
  api.stop();
  rmSync(data, { recursive: true, force: true });
}

const table = [
  BEGIN,
  `Measured ${new Date().toISOString().slice(0, 10)} with \`node apps/web/bench/first-page.mjs\` (production build, fresh browser context, scripts loaded before the load event). Budget: ${BUDGET_KB} KB gzip per page.`,
  '',
  '| Page | Path | Scripts | Raw | Gzip | Within budget |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| ${row.name} | \`${row.path}\` | ${row.files} | ${kb(row.raw)} KB | ${kb(row.gzip)} KB | ${row.gzip / 1024 <= BUDGET_KB ? 'yes' : '**no**'} |`,
  ),
  END,
].join('\n');
const report = path.join(repository, 'docs/performance.md');
const text = readFileSync(report, 'utf8');
const next = text.includes(BEGIN)
  ? text.replace(new RegExp(`${BEGIN}[\\s\\S]*?${END}`), table)
  : `${text.trimEnd()}\n\n## First page (issue 13)\n\n${table}\n`;
writeFileSync(report, next);
// The repository's formatter aligns the table, so the written report passes `biome check`.
spawnSync('npx', ['biome', 'format', '--write', report], { cwd: repository, stdio: 'ignore' });
