// Benchmark of made-up addresses (issue 39): the server rendered and kept a page for every
// spelling of an address and every made-up step number (1,150 of them took it from 537 to
// 670 MB, kept until a publish) and they pushed out the content the replay answers from. Starts
// the real server on a fresh PGlite folder with the demo content and the built website (server
// render on), measures a real course page's throughput with wrk, the server's RSS, then sends
// 10,000 made-up addresses (made-up slugs and step numbers, other spellings of real pages),
// then the RSS and the real page's throughput again. Writes docs/performance.md.
// Run: npm run bench:addresses (after `npm run build` in apps/web).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeReportSection } from '../../../scripts/report-section.mjs';
import { freePort, startServerProcess } from '../test/server-process';
import { ensureDebianTool } from './debian-tool';
import { runWrk } from './wrk';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.resolve(apiDirectory, '../web/dist');
const report = path.resolve(apiDirectory, '../../docs/performance.md');
const ADDRESSES = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const COURSE = 'jamstalldhet-i-skolan';
const REAL_PAGE = `/${COURSE}/1/1/1`;

if (!existsSync(path.join(webRoot, '.ssr', 'render-page.js'))) {
  throw new Error(`No server render in ${webRoot}: run \`npm run build\` in apps/web first.`);
}
if (!ensureDebianTool('wrk', 'wrk')) {
  throw new Error('wrk is needed (apt-get install wrk).');
}

/** The made-up addresses: half made-up slugs and step numbers, half other spellings. */
function madeUpAddresses(): string[] {
  return Array.from({ length: ADDRESSES }, (_, index) => {
    switch (index % 5) {
      case 0:
        return `/pa-hittad-sida-${index}`;
      case 1:
        return `/${COURSE}/1/1/${100_000 + index}`;
      case 2:
        return `//${COURSE}//1/1/1?variant=${index}`;
      case 3:
        return `/%6A${COURSE.slice(1)}/${index}`;
      default:
        return `${REAL_PAGE}${'/'.repeat(1 + (index % 3))}?x=${index}`;
    }
  });
}

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS once the server has been idle a moment: the median of five samples over a second. */
async function settledRss(pid: number): Promise<number> {
  await pause(2000);
  const samples: number[] = [];
  for (let sample = 0; sample < 5; sample += 1) {
    samples.push(residentMegabytes(pid));
    await pause(250);
  }
  return median(samples);
}

interface Run {
  rssBefore: number;
  rssAfter: number;
  pageRpsBefore: number;
  pageRpsAfter: number;
  flooded: number;
  floodNon2xx: number;
}

async function oneRun(): Promise<Run> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-addresses-'));
  const server = await startServerProcess({
    PORT: String(port),
    DATA_DIR: dataDirectory,
    DEMO_MODE: 'true',
    NODE_ENV: 'test',
    WEB_ROOT: webRoot,
  });
  try {
    if (server.outcome !== 'listening') {
      throw new Error(`the server exited:\n${server.output}`);
    }
    const pid = server.process.pid ?? 0;
    // Warm: the real page and the shell of every kind of address once.
    const page = () => runWrk({ url: `${base}${REAL_PAGE}`, connections: 20, seconds: 5 });
    await page();
    const before = await page();
    const rssBefore = await settledRss(pid);
    const flood = await runWrk({ url: base, connections: 20, seconds: 60, paths: madeUpAddresses() });
    const rssAfter = await settledRss(pid);
    const after = await page();
    return {
      rssBefore,
      rssAfter,
      pageRpsBefore: before.requestsPerSecond,
      pageRpsAfter: after.requestsPerSecond,
      flooded: flood.requests,
      floodNon2xx: flood.non2xx,
    };
  } finally {
    await server.stop();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
}

const runs: Run[] = [];
for (let run = 0; run < RUNS; run += 1) {
  const result = await oneRun();
  console.log(result);
  runs.push(result);
}
const growth = runs.map((run) => run.rssAfter - run.rssBefore);
const ratio = runs.map((run) => run.pageRpsAfter / run.pageRpsBefore);
const today = new Date().toISOString().slice(0, 10);
const round = (value: number) => Math.round(value * 10) / 10;
writeReportSection(report, 'made-up-addresses', 'Made-up addresses (issue 39)', [
  `Measured ${today} with \`npm run bench:addresses\` (PGlite, the built website with its server render, ${RUNS} runs; wrk, 20 connections). Each run: a real course page (\`${REAL_PAGE}\`) for 5 s, the server's RSS at rest, then ${ADDRESSES.toLocaleString('en')} made-up addresses, each once (made-up slugs and step numbers: 404; other spellings of real pages: 308), the RSS at rest and the real page again. The target: RSS within 30 MB of where it was, and the real page answered as fast (still kept in the page store).`,
  '',
  '| Run | Made-up requests sent | RSS before (MB) | RSS after (MB) | Growth (MB) | Real page before (req/s) | After (req/s) | After / before |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...runs.map(
    (run, index) =>
      `| ${index + 1} | ${run.flooded} | ${round(run.rssBefore)} | ${round(run.rssAfter)} | ${round(run.rssAfter - run.rssBefore)} | ${Math.round(run.pageRpsBefore)} | ${Math.round(run.pageRpsAfter)} | ${ratio[index]?.toFixed(2)} |`,
  ),
  '',
  `Median growth ${round(median(growth))} MB; median after / before ${median(ratio).toFixed(2)}.`,
]);
process.exitCode = median(growth) <= 30 && median(ratio) >= 0.8 ? 0 : 1;
