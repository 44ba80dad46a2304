// Load benchmark of the API on the embedded database (not a test: it measures and writes).
// Starts the real server as a child process on a fresh PGlite folder with the demo content,
// runs wrk (else autocannon) at 50 connections against three calls, samples the server's RSS, and writes
// bench/results/latest.json. Run: npx pnpm@10.34.8 --filter @jamstalldhet/api run bench
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import {
  appendFileSync,
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerBlocks } from '@jamstalldhet/blocks/engine';
import { EducationSchema, SPECIAL_BLOCK_IDS } from '@jamstalldhet/contract';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { createSession } from '../src/storage/sessions';
import { createUser } from '../src/storage/users';
import { ensureDebianTool } from './debian-tool';
import { runLearners } from './learners';
import { runLearnersWithWrk } from './learners-wrk';
import { runWrk } from './wrk';

const apiDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3099);
const base = `http://127.0.0.1:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
// With a PostgreSQL URL (e.g. through scripts/with-postgres.mjs) the same run measures that engine.
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const connections = 50;

function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}

async function waitForServer(child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) {
      throw new Error('the server exited during start');
    }
    try {
      const response = await fetch(`${base}/api/site-settings`);
      if (response.ok) {
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 20 s');
}

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  /** The `turn`-th request's body and headers, so writes are not all alike (another learner, other blocks). */
  vary?: (turn: number) => { body: string; headers: Record<string, string> };
}

/** The load generator: wrk (installed when missing, as root; issue 25), else autocannon; the report says which. */
const client = ensureDebianTool('wrk', 'wrk') ? 'wrk' : 'autocannon';

/** How many different requests a varying scenario cycles through under wrk. */
const VARIED_REQUESTS = 2000;

async function measure(scenario: Scenario, origin = base) {
  const headers = { 'content-type': 'application/json', ...scenario.headers };
  if (client === 'wrk') {
    const result = await runWrk({
      url: `${origin}${scenario.path}`,
      connections,
      seconds,
      headers: scenario.vary || scenario.method !== 'GET' ? {} : headers,
      ...(scenario.vary || scenario.method !== 'GET'
        ? {
            requests: Array.from({ length: scenario.vary ? VARIED_REQUESTS : 1 }, (_, turn) => {
              const varied = scenario.vary?.(turn);
              return {
                method: scenario.method,
                headers: { ...headers, ...varied?.headers },
                body: varied?.body ?? scenario.body,
              };
            }),
          }
        : {}),
    });
    return { name: scenario.name, client, ...result };
  }
  let turn = 0;
  const result = await autocannon({
    url: `${origin}${scenario.path}`,
    method: scenario.method,
    body: scenario.body,
    headers,
    ...(scenario.vary
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => {
                const varied = scenario.vary?.(turn);
                turn += 1;
                if (varied) {
                  request.body = varied.body;
                  request.headers = { ...request.headers, ...varied.headers };
                }
                return request;
              },
            },
          ],
        }
      : {}),
    connections,
    duration: seconds,
  });
  return {
    name: scenario.name,
    client,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

const nginxPort = port + 1;

/**
 * nginx serving `body` as a file at `urlPath`, one worker like the API's one process, so the
 * API's throughput can be compared with the fastest way to serve the same bytes (issue 13).
 * Null where nginx is missing and cannot be installed (`apt-get install nginx-light`, as root).
 */
function startNginx(urlPath: string, body: string): { stop: () => void } | null {
  if (!ensureDebianTool('nginx', 'nginx-light')) {
    return null;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'jb-bench-nginx-'));
  chmodSync(root, 0o755);
  mkdirSync(path.join(root, 'www', path.dirname(urlPath)), { recursive: true });
  writeFileSync(path.join(root, 'www', urlPath), body);
  spawnSync('chmod', ['-R', 'a+rX', root]);
  writeFileSync(
    path.join(root, 'nginx.conf'),
    `worker_processes 1;
pid ${root}/nginx.pid;
error_log ${root}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  default_type application/json;
  sendfile on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root}/www;
  }
}
`,
  );
  const nginx = spawn('nginx', ['-c', path.join(root, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  return {
    stop: () => {
      nginx.kill('SIGTERM');
      rmSync(root, { recursive: true, force: true });
    },
  };
}

const dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-bench-'));
// Learners with a session each, made before the server starts, for the writes right after its
// start (issue 13 saw write p99 of 2–11 s in the first 10–20 s under 500 learners).
// Simulated learners (bench/learners.ts), at each of these counts in turn, each for this long.
const learnerSteps = (process.env.BENCH_LEARNER_STEPS ?? '500,1000,2000').split(',').map(Number);
const learnerSeconds = Number(process.env.BENCH_LEARNER_SECONDS ?? 60);
// BENCH_ONLY=learners: only the simulated learners (for finding a ceiling step by step).
const learnersOnly = process.env.BENCH_ONLY === 'learners';
const learnerCount = Math.max(Number(process.env.BENCH_LEARNERS ?? 500), ...learnerSteps);

async function createLearners(count: number): Promise<string[]> {
  const database = await openDatabase(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDirectory,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
  );
  const tokens: string[] = [];
  try {
    for (let index = 0; index < count; index += 1) {
      const user = await createUser(database.db, {
        email: `bench-${index}-${Date.now()}@example.se`,
        // Never used to log in: the session below is made directly.
        passwordHash: 'bench',
        firstName: 'Bench',
        lastName: String(index),
        emailVerified: true,
      });
      tokens.push(await createSession(database.db, user.id, 1));
    }
  } finally {
    await database.close();
  }
  return tokens;
}

const learnerTokens = await createLearners(learnerCount);
// BENCH_SERVER_NODE_ARGS: more Node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/p`
// to profile it under load (Node refuses --cpu-prof in NODE_OPTIONS).
const serverNodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
const server = spawn(process.execPath, [...serverNodeArgs, '--import', 'tsx', 'src/server.ts'], {
  cwd: apiDirectory,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDirectory,
    DEMO_MODE: 'true',
    // The logins below need the demo accounts, which production refuses (docs/operations.md);
    // NODE_ENV decides nothing else in the API, so this measures the same server.
    NODE_ENV: 'test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let serverEngine = 'unknown';
// BENCH_SERVER_LOG=file: the server's log lines (slow requests, warnings) kept there.
const serverLog = process.env.BENCH_SERVER_LOG;
server.stdout?.on('data', (chunk: Buffer) => {
  if (serverLog) {
    appendFileSync(serverLog, chunk);
  }
  const match = /API on (\w+)/.exec(chunk.toString());
  if (match?.[1]) {
    serverEngine = match[1];
  }
});
let peakRss = 0;
// The peak of the scenario under way, reset by each (measured()).
let scenarioPeakRss = 0;
const sampler = setInterval(() => {
  if (server.pid) {
    const rss = residentMegabytes(server.pid);
    peakRss = Math.max(peakRss, rss);
    scenarioPeakRss = Math.max(scenarioPeakRss, rss);
  }
}, 100);

/** A scenario's figures with the server's peak RSS while it ran. */
async function measured(scenario: Scenario, origin?: string) {
  scenarioPeakRss = 0;
  const result = await measure(scenario, origin);
  return { ...result, serverPeakRssMegabytes: origin ? null : Math.round(scenarioPeakRss) };
}

try {
  await waitForServer(server);
  // Every demo learner writes, each request to 5 of the course's questions with values that fit
  // them (the API refuses others, issue 21), so batches hold many different rows.
  const benchCourse = EducationSchema.parse(await (await fetch(`${base}/api/educations/100`)).json());
  const questions = [...answerBlocks(benchCourse, 'normal').entries()].filter(
    ([blockId]) => !(SPECIAL_BLOCK_IDS as readonly string[]).includes(blockId),
  );
  const tokens: string[] = [];
  for (const email of [
    'elev@example.se',
    'larare@example.se',
    'intern@example.se',
    'anna@example.se',
    'admin@example.se',
  ]) {
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo-losen-2026' }),
    });
    tokens.push(((await login.json()) as { token: string }).token);
  }
  const answersFor = (start: number) =>
    Array.from({ length: 5 }, (_, index) => {
      const [blockId, block] = questions[(start + index) % questions.length] ?? ['', { answers: [] }];
      const options = block.answers ?? [];
      return {
        block_id: blockId,
        values: [options.length > 0 ? (options[start % options.length]?.id ?? '') : String(start % 1000)],
      };
    });
  const scenarios: Scenario[] = [
    { name: 'GET /api/educations/100', method: 'GET', path: '/api/educations/100' },
    { name: 'GET /api/pages/start', method: 'GET', path: '/api/pages/start' },
    {
      name: 'POST /api/user/educations/100/progress',
      method: 'POST',
      path: '/api/user/educations/100/progress',
      body: JSON.stringify({ answers: answersFor(0) }),
      headers: { authorization: `Bearer ${tokens[0]}` },
      vary: (turn) => ({
        body: JSON.stringify({ answers: answersFor(turn * 7) }),
        headers: { authorization: `Bearer ${tokens[turn % tokens.length]}` },
      }),
    },
  ];
  const results = [];
  const phases: Record<string, number> = {
    [`after start and login (${serverEngine})`]: Math.round(residentMegabytes(server.pid ?? 0)),
  };
  // Right after the server said it is ready: writes from every learner in turn, before anything
  // else warmed it; then the same later, after the other lines.
  const manyLearners: Scenario = {
    name: `POST /api/user/educations/100/progress (${learnerTokens.length} learners)`,
    method: 'POST',
    path: '/api/user/educations/100/progress',
    body: JSON.stringify({ answers: answersFor(0) }),
    headers: { authorization: `Bearer ${learnerTokens[0]}` },
    vary: (turn) => ({
      body: JSON.stringify({ answers: answersFor(turn * 7) }),
      headers: { authorization: `Bearer ${learnerTokens[turn % learnerTokens.length]}` },
    }),
  };
  if (!learnersOnly) {
    results.push(
      await measured({ ...manyLearners, name: `${manyLearners.name}, the first ${seconds} s after start` }),
    );
  }
  for (const scenario of learnersOnly ? [] : scenarios) {
    results.push(await measured(scenario));
    phases[`after ${scenario.name}`] = Math.round(residentMegabytes(server.pid ?? 0));
  }

  if (!learnersOnly) {
    results.push(await measured({ ...manyLearners, name: `${manyLearners.name}, later` }));
  }

  // The course unchanged since the client's copy: a 304 without the body.
  const course = await fetch(`${base}/api/educations/100`);
  const etag = course.headers.get('etag') ?? '';
  const courseBody = await course.text();
  if (!learnersOnly) {
    results.push(
      await measured({
        name: 'GET /api/educations/100 (If-None-Match: 304)',
        method: 'GET',
        path: '/api/educations/100',
        headers: { 'if-none-match': etag },
      }),
    );
  }

  // Side by side with nginx serving the same bytes from a file.
  const nginx = learnersOnly ? null : startNginx('/api/educations/100', courseBody);
  let nginxRatio: number | null = null;
  if (nginx) {
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Three rounds, each nginx then the API, on a shared and noisy machine: the median ratio.
      const ratios: number[] = [];
      for (let round = 1; round <= 3; round += 1) {
        const fromNginx = await measured(
          {
            name: `nginx: the same course JSON from a file (round ${round})`,
            method: 'GET',
            path: '/api/educations/100',
          },
          `http://127.0.0.1:${nginxPort}`,
        );
        const fromApi = await measured({
          name: `GET /api/educations/100 (beside nginx, round ${round})`,
          method: 'GET',
          path: '/api/educations/100',
        });
        results.push(fromNginx, fromApi);
        ratios.push(fromApi.requestsPerSecond / fromNginx.requestsPerSecond);
      }
      nginxRatio = Math.round((ratios.sort((a, b) => a - b)[1] ?? 0) * 100) / 100;
    } finally {
      nginx.stop();
    }
  }
  // Learners on their own schedules, as many as each step says (issue 25's 2,000).
  const learnerRuns = [];
  for (const count of learnerSteps) {
    const calls = learnerTokens.slice(0, count).map((token, index) => ({
      courseId: 100,
      token,
      saveBody: (turn: number) => JSON.stringify({ answers: answersFor(index * 13 + turn * 7) }),
    }));
    const figures = await (client === 'wrk' ? runLearnersWithWrk : runLearners)(base, calls, learnerSeconds);
    learnerRuns.push(figures);
    console.log(JSON.stringify(figures));
  }
  const report = {
    date: new Date().toISOString(),
    machine: `${process.platform} ${process.arch}, Node ${process.version}`,
    database:
      serverEngine === 'postgresql' ? 'PostgreSQL 15 (local server)' : 'PGlite (embedded, file-backed)',
    client,
    connections,
    secondsPerScenario: seconds,
    peakRssMegabytes: Math.round(peakRss),
    courseBytes: Buffer.byteLength(courseBody),
    apiToNginxThroughput: nginxRatio,
    rssMegabytesByPhase: phases,
    results,
    learners: learnerRuns,
  };
  const file = databaseUrl ? 'latest-postgresql.json' : 'latest.json';
  mkdirSync(path.join(apiDirectory, 'bench/results'), { recursive: true });
  writeFileSync(path.join(apiDirectory, 'bench/results', file), `${JSON.stringify(report, null, 2)}\n`);
  console.table(results);
  console.log(`Peak RSS of the server: ${report.peakRssMegabytes} MB`, phases);
  console.log(`API / nginx throughput for the same course JSON: ${nginxRatio ?? 'nginx not installed'}`);
} finally {
  clearInterval(sampler);
  server.kill('SIGTERM');
  rmSync(dataDirectory, { recursive: true, force: true });
}
