import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { PipeliningClient } from './pipelining-client';
import { freePort, type ServerRun, startServerProcess } from './server-process';

// Issue 21: a graceful stop loses nothing. 100 keep-alive clients read and save progress through
// a SIGTERM; every request the server read is answered in full (no 503 but to a save pipelined
// behind another on its connection, see below), and every save it
// answered 200 is in the database after a restart. A refused or reset connection is a request
// the server never read: the client (or the proxy) may send it elsewhere.
// Issue 38: and no save without its answer. After each stop the database holds exactly each
// writer's last save answered 200 (one stored and then cut off was 1 in a run on PGlite, 8 on
// PostgreSQL), and the server says it answered every request it read during the stop.
// A third of the writers pipeline (two saves written at once on one connection, as Node's own
// clients never do): a save queued behind another when the stop comes is answered 503 with
// Retry-After and not applied, or never taken, and is never stored without its answer. Before
// the fix each of these writers' second save was stored and its answer dropped.
// STOP_TEST_STOPS stops in a row (1 in `npm test`; `npm run soak:stop` runs 30 on each engine).

const CLIENTS = 100;
const STOPS = Number(process.env.STOP_TEST_STOPS ?? 1);
const USERS = [
  'elev@example.se',
  'larare@example.se',
  'admin@example.se',
  'intern@example.se',
  'anna@example.se',
];
/** The demo courses' text questions (any text fits): each user and question has one writer. */
const TEXT_QUESTIONS = [
  { education: 100, block: 'k1-e2-exempel' },
  { education: 100, block: 'k3-e1-reflektion' },
  { education: 101, block: 'k2-e2-ovning' },
  { education: 101, block: 'k3-e1-indikator' },
  { education: 103, block: 'k3-e1-stod-i-verksamheten' },
  { education: 104, block: 'k2-e1-reflektion' },
];

let dataDirectory = '';
let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
let server: ServerRun | undefined;
let port = 0;

const environment = () => ({
  NODE_ENV: 'development',
  DEMO_MODE: 'true',
  PORT: String(port),
  DATA_DIR: dataDirectory,
  SHUTDOWN_TIMEOUT_SECONDS: '20',
  SHUTDOWN_DRAIN_SECONDS: '1',
  ...(postgres ? { DATABASE_URL: postgres.url } : {}),
});

beforeAll(async () => {
  dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-stop-load-'));
  postgres = process.env.TEST_DATABASE_URL
    ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
    : null;
  port = await freePort();
  server = await startServerProcess(environment());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await postgres?.drop();
  rmSync(dataDirectory, { recursive: true, force: true });
});

interface Answer {
  status: number;
  body: string;
}

/** One call on the client's keep-alive agent; null when the connection failed before an answer. */
function call(agent: Agent, method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const bytes = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise<Answer | null>((resolve) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(bytes ? { 'content-type': 'application/json', 'content-length': bytes.length } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', () => resolve(null));
      },
    );
    outgoing.on('error', () => resolve(null));
    outgoing.end(bytes);
  });
}

/** A writer: one user's one text question, the text the server last answered 200 for, and the last sent. */
interface Writer {
  /** The index of the writer's user in USERS. */
  user: number;
  token: string;
  education: number;
  block: string;
  saved?: string;
  /** The texts sent in the last round that got no answer. */
  unanswered: string[];
}

async function logIn(): Promise<string[]> {
  const tokens: string[] = [];
  for (const email of USERS) {
    const login = await fetch(`http://127.0.0.1:${port}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Demo-losen-2026' }),
    });
    expect(login.status, email).toBe(200);
    tokens.push(((await login.json()) as { token: string }).token);
  }
  return tokens;
}

/** The text the server holds for a writer's question. */
async function storedText(writer: Writer): Promise<string | undefined> {
  const progress = await fetch(`http://127.0.0.1:${port}/api/progress/${writer.education}`, {
    headers: { authorization: `Bearer ${writer.token}` },
  });
  expect(progress.status).toBe(200);
  const { entries } = (await progress.json()) as { entries: Array<{ blockId: string; values: string[] }> };
  return entries.find((entry) => entry.blockId === writer.block)?.values[0];
}

/** 100 clients reading and saving until a SIGTERM stops the server: what they were answered. */
async function loadThroughStop(stop: number, tokens: string[]) {
  const answers: Answer[] = [];
  // The stop comes once every client has had an answer, however slow the machine.
  let started = 0;
  let allStarted = () => {};
  const everyClientAnswered = new Promise<void>((resolve) => {
    allStarted = resolve;
  });
  const record = (answer: Answer, first: boolean) => {
    answers.push(answer);
    if (first) {
      started += 1;
      if (started === CLIENTS) {
        allStarted();
      }
    }
  };
  const writers: Writer[] = [];
  let refused = 0;
  const writer = async (agent: Agent, index: number) => {
    const user = index % USERS.length;
    const token = tokens[user] ?? '';
    const question = TEXT_QUESTIONS[Math.floor(index / USERS.length)];
    if (!question) {
      throw new Error(`no question for writer ${index}`);
    }
    const state: Writer = {
      user,
      token,
      education: question.education,
      block: question.block,
      unanswered: [],
    };
    state.saved = await storedText(state);
    writers.push(state);
    if (index % 3 === 2) {
      await pipeliningWriter(state, `${stop}-${index}`);
      return;
    }
    for (let round = 0; ; round += 1) {
      const text = `Svar ${stop}-${index}-${round}`;
      state.unanswered = [text];
      const answer = await call(agent, 'POST', `/api/user/educations/${question.education}/progress`, token, {
        answers: [{ block_id: question.block, values: [text] }],
      });
      if (!answer) {
        return;
      }
      record(answer, round === 0);
      state.unanswered = [];
      if (answer.status === 200) {
        state.saved = text;
      }
      const read = await call(agent, 'GET', `/api/progress/${question.education}`, token);
      if (!read) {
        return;
      }
      answers.push(read);
    }
  };
  /** Two saves at once on one connection, then a read, until a save goes unanswered. */
  const pipeliningWriter = async (state: Writer, name: string) => {
    const client = new PipeliningClient(port);
    const headers = { authorization: `Bearer ${state.token}`, accept: 'application/json' };
    const save = (text: string) => ({
      method: 'POST' as const,
      path: `/api/user/educations/${state.education}/progress`,
      headers,
      body: { answers: [{ block_id: state.block, values: [text] }] },
    });
    for (let round = 0; ; round += 1) {
      const texts = [`Svar ${name}-${round}a`, `Svar ${name}-${round}b`];
      const saves = await client.send(texts.map(save));
      state.unanswered = texts.filter((_, at) => saves[at] === null);
      saves.forEach((answer, at) => {
        if (!answer) {
          return;
        }
        // A save queued behind another in the stop may be refused (nothing applied), with a time to retry.
        if (answer.status === 503 && answer.headers['retry-after'] !== undefined) {
          refused += 1;
          return;
        }
        if (answer.status === 200) {
          state.saved = texts[at];
        }
        record(answer, round === 0 && at === 0);
      });
      if (state.unanswered.length > 0) {
        client.close();
        return;
      }
      const [read] = await client.send([
        { method: 'GET', path: `/api/progress/${state.education}`, headers },
      ]);
      if (!read) {
        client.close();
        return;
      }
      answers.push({ status: read.status, body: read.body });
    }
  };
  const reader = async (agent: Agent, index: number) => {
    const token = tokens[index % USERS.length] ?? '';
    for (let round = 0; ; round += 1) {
      const answer = await call(agent, 'GET', '/api/educations/100', token);
      if (!answer) {
        return;
      }
      record(answer, round === 0);
    }
  };
  const client = async (index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    // Refused or reset ends a client: the server has closed its listener and takes no more.
    await (index < USERS.length * TEXT_QUESTIONS.length ? writer(agent, index) : reader(agent, index));
    agent.destroy();
  };

  const exited = new Promise<number | null>((resolve) =>
    server?.process.once('exit', (code) => resolve(code)),
  );
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  // Load, the stop (one second of drain), then the load goes on until the server closes.
  await everyClientAnswered;
  await new Promise((resolve) => setTimeout(resolve, 500));
  server?.process.kill('SIGTERM');
  const code = await exited;
  await Promise.all(clients);
  return { code, started, answers, writers, refused, output: server?.output ?? '' };
}

describe('a graceful stop under load', () => {
  it(
    `answers every request it read (503 only behind another on a connection), and keeps every save it answered and no other, over ${STOPS} stops`,
    async () => {
      expect(server?.outcome).toBe('listening');
      const problems: string[] = [];
      const totals = { read: 0, unanswered: 0, appliedWithoutAnswer: 0, refused: 0, ignored: 0 };
      let previous: Writer[] = [];
      for (let stop = 0; stop <= STOPS; stop += 1) {
        const tokens = await logIn();
        // Started again on the same database: each writer's last save answered 200 is there, and
        // not the one after it, whose answer the stop cut off.
        for (const writer of previous) {
          const stored = await storedText({ ...writer, token: tokens[writer.user] ?? '' });
          if (stored !== writer.saved) {
            totals.appliedWithoutAnswer += writer.unanswered.includes(stored ?? '') ? 1 : 0;
            problems.push(`stop ${stop - 1}, ${writer.block}: holds ${stored}, answered ${writer.saved}`);
          }
        }
        if (stop === STOPS) {
          break;
        }
        const run = await loadThroughStop(stop, tokens);
        expect(run.code).toBe(0);
        expect(run.started).toBe(CLIENTS);
        // Not one `503 … server is closing` (the refusals of pipelined saves are counted apart), nor any other failure.
        problems.push(
          ...run.answers
            .filter((answer) => answer.status !== 200)
            .map((answer) => `stop ${stop}: ${answer.status} ${answer.body}`),
        );
        const said =
          /answered (\d+) of the (\d+) requests read during the stop \((\d+) unanswered; (\d+) refused .*; (\d+) sent after/.exec(
            run.output,
          );
        expect(said, run.output.slice(-2000)).not.toBeNull();
        totals.read += Number(said?.[2]);
        totals.unanswered += Number(said?.[3]);
        // The server's count of refusals is the clients' count of 503s with Retry-After.
        expect(Number(said?.[4])).toBe(run.refused);
        totals.refused += run.refused;
        totals.ignored += Number(said?.[5]);
        previous = run.writers;
        port = await freePort();
        server = await startServerProcess(environment());
        expect(server.outcome).toBe('listening');
      }
      console.log(`graceful stop: ${STOPS} stops, ${JSON.stringify(totals)}`);
      expect(problems).toEqual([]);
      expect(totals).toMatchObject({ unanswered: 0, appliedWithoutAnswer: 0 });
      expect(totals.read).toBeGreaterThan(0);
    },
    120_000 * STOPS,
  );
});
