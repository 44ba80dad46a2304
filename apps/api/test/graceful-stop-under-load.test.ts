import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from './helpers';
import { freePort, type ServerRun, startServerProcess } from './server-process';

// Issue 21: a graceful stop loses nothing. 100 keep-alive clients read and save progress through
// a SIGTERM; every request the server read is answered in full (never 503), and every save it
// answered 200 is in the database after a restart. A refused or reset connection is a request
// the server never read: the client (or the proxy) may send it elsewhere.

const CLIENTS = 100;
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

describe('a graceful stop under load', () => {
  it('answers every request it read (no 503), and keeps every save it answered', async () => {
    expect(server?.outcome).toBe('listening');
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
    /** Per writer: the last text the server saved (200), and the last it was sent. */
    const writers: Array<{ token: string; education: number; block: string; saved?: string; sent?: string }> =
      [];
    const writer = async (agent: Agent, index: number) => {
      const token = tokens[index % USERS.length] ?? '';
      const question = TEXT_QUESTIONS[Math.floor(index / USERS.length)];
      if (!question) {
        throw new Error(`no question for writer ${index}`);
      }
      const state: (typeof writers)[number] = { token, education: question.education, block: question.block };
      writers.push(state);
      for (let round = 0; ; round += 1) {
        const text = `Svar ${index}-${round}`;
        state.sent = text;
        const answer = await call(
          agent,
          'POST',
          `/api/user/educations/${question.education}/progress`,
          token,
          {
            answers: [{ block_id: question.block, values: [text] }],
          },
        );
        if (!answer) {
          return;
        }
        record(answer, round === 0);
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
    expect(await exited).toBe(0);
    await Promise.all(clients);

    expect(started).toBe(CLIENTS);
    // Not one `503 … server is closing`, nor any other failure.
    expect(
      answers.filter((answer) => answer.status !== 200).map((answer) => `${answer.status} ${answer.body}`),
    ).toEqual([]);
    expect(writers.every((state) => state.saved !== undefined)).toBe(true);

    // Started again on the same database: each writer's last save answered 200 is there (or
    // the one after it, whose answer the stop cut off).
    port = await freePort();
    server = await startServerProcess(environment());
    expect(server.outcome).toBe('listening');
    for (const state of writers) {
      const progress = await fetch(`http://127.0.0.1:${port}/api/progress/${state.education}`, {
        headers: { authorization: `Bearer ${state.token}` },
      });
      expect(progress.status).toBe(200);
      const { entries } = (await progress.json()) as {
        entries: Array<{ blockId: string; values: string[] }>;
      };
      const stored = entries.find((entry) => entry.blockId === state.block)?.values[0];
      expect([state.saved, state.sent], `${state.block}: ${stored}`).toContain(stored);
    }
  }, 120_000);
});
