// Issue 13's benchmark of the first page a phone gets, on the production build served by the
// real API in demo mode (fresh embedded database): the JavaScript each first page loads before it
// is shown (the same measure as the e2e budget test), then Lighthouse's mobile run (default
// throttling) on each page. Writes both tables into docs/performance.md. Measures, does not
// assert: `npm run bench:web`. Lighthouse runs through npx (needs the npm registry once).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { startDemoApi } from '../../../scripts/demo-api.mjs';
import {
  FIRST_PAGES,
  INITIAL_JAVASCRIPT_TARGET_KB,
  initialJavaScript,
  kilobytes,
  total,
} from '../e2e/support/initial-javascript';

const webDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repository = path.resolve(webDirectory, '../..');
const report = path.join(repository, 'docs/performance.md');
const LIGHTHOUSE = 'lighthouse@12.8.2';
const BEGIN = '<!-- first-page:begin -->';
const END = '<!-- first-page:end -->';
const today = new Date().toISOString().slice(0, 10);

interface LighthouseScores {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpSeconds: number;
  cls: number;
  fcpSeconds: number;
  tbtMs: number;
  /** Lighthouse's own measure of the machine's speed during the run (its `benchmarkIndex`). */
  benchmarkIndex: number;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
  }
  return result.stdout;
}

// Lighthouse varies from run to run on a shared machine; the median of a few is what is reported.
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** The run with the median performance score of `LIGHTHOUSE_RUNS` runs on one page. */
function medianLighthouse(url: string, work: string): LighthouseScores {
  const runs = Array.from({ length: LIGHTHOUSE_RUNS }, () => lighthouse(url, work));
  runs.sort((first, second) => first.performance - second.performance);
  return runs[Math.floor(runs.length / 2)] as LighthouseScores;
}

/** Lighthouse 12's mobile defaults (Moto G Power, slow 4G, 4x CPU slowdown) on one page. */
function lighthouse(url: string, work: string): LighthouseScores {
  const output = path.join(work, 'lighthouse.json');
  spawnSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: 'inherit' },
  );
  const result = JSON.parse(readFileSync(output, 'utf8'));
  const score = (category: string) => Math.round(result.categories[category].score * 100);
  const audit = (id: string) => result.audits[id].numericValue as number;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpSeconds: Math.round(audit('largest-contentful-paint') / 100) / 10,
    fcpSeconds: Math.round(audit('first-contentful-paint') / 100) / 10,
    cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(audit('total-blocking-time')),
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
  };
}

// The site's build and its server render (package.json `build`), as the API serves them.
run('npm', ['run', 'build', '--silent'], webDirectory);
const work = mkdtempSync(path.join(tmpdir(), 'jb-bench-web-'));
const api = await startDemoApi(repository, path.join(webDirectory, 'dist'), path.join(work, 'data'));
const rows: string[] = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  for (const { name, path: pagePath, budgetKb } of FIRST_PAGES) {
    const context = await browser.newContext();
    const scripts = await initialJavaScript(await context.newPage(), `${api.origin}${pagePath}`);
    await context.close();
    const gzip = kilobytes(total(scripts, 'gzip'));
    const scores = process.env.SKIP_LIGHTHOUSE ? null : medianLighthouse(`${api.origin}${pagePath}`, work);
    console.log(name, pagePath, `${scripts.length} scripts, ${gzip} KB gzip`, scores ?? '');
    rows.push(
      [
        name,
        `\`${pagePath}\``,
        scripts.length,
        `${kilobytes(total(scripts, 'raw'))} KB`,
        `${gzip} KB`,
        `${budgetKb} KB`,
        gzip <= INITIAL_JAVASCRIPT_TARGET_KB ? 'yes' : 'no',
        ...(scores
          ? [
              scores.performance,
              scores.accessibility,
              scores.bestPractices,
              scores.seo,
              `${scores.fcpSeconds} s`,
              `${scores.lcpSeconds} s`,
              scores.cls,
              `${scores.tbtMs} ms`,
              scores.benchmarkIndex,
            ]
          : Array(9).fill('not run')),
      ].join(' | '),
    );
  }
  await browser.close();
} finally {
  api.stop();
  rmSync(work, { recursive: true, force: true });
}

const table = [
  BEGIN,
  `Measured ${today} with \`npm run bench:web\` on the production build, served by the API with its compression. JavaScript: every script a fresh visit loads until the page is shown, against the target of ${INITIAL_JAVASCRIPT_TARGET_KB} KB gzip and each page's budget (checked in \`npm test\` by \`e2e/journeys/first-page-budget.test.ts\`). Lighthouse ${LIGHTHOUSE.split('@')[1]}, mobile with its default throttling: the run with the median performance score of ${LIGHTHOUSE_RUNS} per page. Machine speed is Lighthouse's \`benchmarkIndex\` in that run: Lighthouse's phone multiplies the tasks it observes by four, so a machine slowed by other work (a lower index) shows longer blocking times for the same build; compare readings taken at a like speed.`,
  '',
  '| Page | Path | Scripts | Raw | Gzip | Budget | Target met | Performance | Accessibility | Best practices | SEO | First paint | Largest paint | CLS | Blocking | Machine speed |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map((row) => `| ${row} |`),
  END,
].join('\n');
const text = readFileSync(report, 'utf8');
writeFileSync(report, text.replace(new RegExp(`${BEGIN}[\\s\\S]*?${END}`), table));
// The repository's formatter aligns the table, so the written report passes `biome check`.
spawnSync('npx', ['biome', 'format', '--write', report], { cwd: repository, stdio: 'ignore' });
