import { connect, createServer, type Server, type Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { ensureDemoAccounts } from '../src/content/demo-accounts';
import { importContent } from '../src/content/import';
import { type Database, type DatabaseHandle, isDatabaseUnavailable, openDatabase } from '../src/db/database';
import * as schema from '../src/db/schema';
import { createPostgresDatabase, DEMO_PASSWORD, FIXTURE_CONTENT } from './helpers';
import { freePort } from './server-process';

// Issue 21: while the database cannot be reached, every call that needs it answers 503 with
// Retry-After (never a 500), and the API recovers by itself when the database is back.

const UNAVAILABLE = 'Tjänsten går inte att nå just nu. Försök igen om en stund.';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows the connection failures of pg, PostgreSQL and PGlite', () => {
    const refused = new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '');
    for (const error of [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      Object.assign(refused, { code: 'ECONNREFUSED' }),
      withCode('read ECONNRESET', 'ECONNRESET'),
      withCode('getaddrinfo ENOTFOUND db', 'ENOTFOUND'),
      withCode('terminating connection due to administrator command', '57P01'),
      withCode('the database system is starting up', '57P03'),
      withCode('connection failure', '08006'),
      withCode('sorry, too many clients already', '53300'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      new Error('Cannot use a pool after calling end on the pool'),
      new Error('PGlite is closed'),
      new DrizzleQueryError('select 1', [], withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    for (const error of [
      withCode('duplicate key value violates unique constraint', '23505'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode('password authentication failed', '28P01'),
      new Error('rateLimit: the upsert returned no row'),
      new DrizzleQueryError('select 1', [], withCode('division by zero', '22012')),
      null,
      'Connection terminated',
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});

/** The calls a learner makes, each of which needs the database. */
async function learnerCalls(app: FastifyInstance, token: string) {
  const authorization = `Bearer ${token}`;
  return {
    login: await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'elev@example.se', password: DEMO_PASSWORD },
    }),
    user: await app.inject({ method: 'POST', url: '/api/user/token', headers: { authorization } }),
    save: await app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      headers: { authorization },
      payload: { answers: [{ block_id: 'fraga-1', values: ['ja'] }] },
    }),
    progress: await app.inject({ method: 'GET', url: '/api/progress/100', headers: { authorization } }),
  };
}

function expectUnavailable(answers: Awaited<ReturnType<typeof learnerCalls>>) {
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.statusCode, `${name}: ${answer.body}`).toBe(503);
    expect(answer.headers['retry-after'], name).toBe('5');
    expect(answer.json(), name).toEqual({ statusCode: 503, message: UNAVAILABLE });
  }
}

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After when nothing listens at the database address', async () => {
    const pool = new pg.Pool({
      connectionString: `postgresql://postgres@127.0.0.1:${await freePort()}/none`,
      connectionTimeoutMillis: 2000,
    });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', WEB_ROOT: '' });
    const app = await buildApp({ config, db: drizzle(pool, { schema }) as unknown as Database });
    try {
      expectUnavailable(await learnerCalls(app, 'a'.repeat(43)));
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('answers 503 with Retry-After once the database is closed', async () => {
    const postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : null;
    const { app, database } = await openLearnerApp(postgres?.url);
    try {
      const before = await learnerCalls(app, 'a'.repeat(43));
      expect(before.login.statusCode).toBe(200);
      const { token } = before.login.json<{ token: string }>();
      await database.close();
      expectUnavailable(await learnerCalls(app, token));
    } finally {
      await app.close();
      await postgres?.drop();
    }
    // Opening and filling a database takes a while on a loaded machine (the hooks' allowance).
  }, 60_000);
});

/** The API on its own database (PGlite in memory, or PostgreSQL at `databaseUrl`) with the fixtures. */
async function openLearnerApp(databaseUrl?: string) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl,
    WEB_ROOT: '',
  });
  const database = await openDatabase(config);
  await ensureDemoAccounts(database.db);
  await importContent(database.db, FIXTURE_CONTENT);
  return { app: await buildApp({ config, db: database.db }), database };
}

/**
 * A TCP relay between the API and PostgreSQL that the test can cut (as a lost network or a
 * stopped server would) and restore on the same port.
 */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      server = createServer((incoming) => {
        const outgoing = connect(Number(target.port || 5432), target.hostname);
        for (const socket of [incoming, outgoing]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            incoming.destroy();
            outgoing.destroy();
          });
        }
        incoming.pipe(outgoing).pipe(incoming);
      });
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        port = typeof address === 'object' && address ? address.port : 0;
        resolve();
      });
    });
  return {
    open,
    get port() {
      return port;
    },
    /** Ends every connection and refuses new ones. */
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) {
          socket.destroy();
        }
        server?.close(() => resolve());
      }),
  };
}

// Only on PostgreSQL (npm test runs the suite there too): PGlite has no server to lose.
describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server that goes away and comes back', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let link: ReturnType<typeof relay>;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    link = relay(new URL(postgres.url));
    await link.open();
    const url = new URL(postgres.url);
    url.host = `127.0.0.1:${link.port}`;
    ({ app, database } = await openLearnerApp(url.toString()));
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await link?.cut();
    await postgres?.drop();
  });

  it('answers 503 with Retry-After while it is away, and 200 again by itself once it is back', async () => {
    const before = await learnerCalls(app, 'a'.repeat(43));
    expect(before.login.statusCode).toBe(200);
    const { token } = before.login.json<{ token: string }>();
    expect((await learnerCalls(app, token)).save.statusCode).toBe(200);

    // The pool's connections end mid-use and no new one can be made.
    await link.cut();
    expectUnavailable(await learnerCalls(app, token));
    expectUnavailable(await learnerCalls(app, token));

    await link.open();
    const after = await learnerCalls(app, token);
    for (const [name, answer] of Object.entries(after)) {
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(200);
    }
  });
});
