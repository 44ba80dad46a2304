import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets';
import { runCli } from '../src/cli';
import { ensureDemoAccounts } from '../src/content/demo-accounts';
import { openDatabase } from '../src/db/database';
import { createUser, findUserByEmail } from '../src/storage/users';
import { createPostgresDatabase } from './helpers';
import { freePort, startServerProcess } from './server-process';

// Issue 11: the real server (src/server.ts from its sources; the compiled one has its own test) refuses to start in
// production with demo mode or demo accounts, and says why. On PGlite a data folder, on
// PostgreSQL (TEST_DATABASE_URL) a fresh database.
/** What production needs besides NODE_ENV (config.ts): an https PUBLIC_URL and SMTP_URL. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://webbutbildning.example.se',
  // Nothing is mailed at start, so nothing needs to listen there.
  SMTP_URL: 'smtp://127.0.0.1:2525',
};

describe('starting the server in production', () => {
  let dataDirectory = '';
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>> | null = null;
  let databaseEnvironment: Record<string, string> = {};

  beforeAll(async () => {
    dataDirectory = mkdtempSync(path.join(tmpdir(), 'jb-server-start-'));
    postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : null;
    databaseEnvironment = { DATA_DIR: dataDirectory, ...(postgres ? { DATABASE_URL: postgres.url } : {}) };
  });

  afterAll(async () => {
    await postgres?.drop();
    rmSync(dataDirectory, { recursive: true, force: true });
  });

  it('stops on a misspelled NODE_ENV, naming the values it accepts', async () => {
    const run = await startServerProcess({ ...databaseEnvironment, NODE_ENV: 'prod' });
    expect(run.outcome).toBe('exited');
    expect(run.exitCode).not.toBe(0);
    expect(run.output).toMatch(/NODE_ENV: must be one of development, test, production/);
  });

  it('stops with DEMO_MODE on in production', async () => {
    const run = await startServerProcess({
      ...databaseEnvironment,
      NODE_ENV: 'production',
      DEMO_MODE: 'true',
    });
    expect(run.outcome).toBe('exited');
    expect(run.exitCode).not.toBe(0);
    expect(run.output).toMatch(/DEMO_MODE: .*cannot be on in production/);
  });

  it('stops without an https PUBLIC_URL and SMTP_URL, saying why (issue 21)', async () => {
    const run = await startServerProcess({ ...databaseEnvironment, NODE_ENV: 'production' });
    expect(run.outcome).toBe('exited');
    expect(run.exitCode).not.toBe(0);
    expect(run.output).toMatch(/PUBLIC_URL: .*https.*localhost/);
    expect(run.output).toMatch(/SMTP_URL: .*written to disk .*outbox/);
  });

  it('stops while demo accounts exist, names them and how to remove them; starts once they are gone', async () => {
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    await ensureDemoAccounts(database.db);
    await database.close();
    const environment = { ...databaseEnvironment, ...PRODUCTION, PORT: String(await freePort()) };

    const refused = await startServerProcess(environment);
    expect(refused.outcome).toBe('exited');
    expect(refused.exitCode).not.toBe(0);
    expect(refused.output).toMatch(/demo accounts .*admin@example\.se.*elev@example\.se/);
    expect(refused.output).toMatch(/remove-demo-accounts/);
    expect(refused.output).not.toMatch(/Server listening/);

    const cleanup = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    const lines: string[] = [];
    expect(await runCli(['remove-demo-accounts'], { db: cleanup.db, log: (line) => lines.push(line) })).toBe(
      0,
    );
    await cleanup.close();
    expect(lines.join('\n')).toMatch(/Borttagna demokonton: admin@example\.se/);

    const started = await startServerProcess(environment);
    try {
      expect(started.outcome, started.output).toBe('listening');
      expect(started.output).toMatch(/demo mode off/);
    } finally {
      await started.stop();
    }
  }, 120_000);

  // Issue 26: demo mode's made-up learners would count in the authority's figures.
  it('stops while the statistics hold learners demo mode made up, until they are removed', async () => {
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    await database.db.execute(
      sql`insert into learning_events (education_id, kind, anonymous, demo) values (100, 'started', true, true)`,
    );
    await database.close();
    const environment = { ...databaseEnvironment, ...PRODUCTION, PORT: String(await freePort()) };

    const refused = await startServerProcess(environment);
    expect(refused.outcome).toBe('exited');
    expect(refused.exitCode).not.toBe(0);
    expect(refused.output).toMatch(/learners demo mode made up/);
    expect(refused.output).toMatch(/remove-demo-accounts/);

    const cleanup = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    const lines: string[] = [];
    expect(await runCli(['remove-demo-accounts'], { db: cleanup.db, log: (line) => lines.push(line) })).toBe(
      0,
    );
    await cleanup.close();
    expect(lines).toContain(
      'Demolägets påhittade deltagare är borttagna ur statistiken: 1 händelse och 0 utvärderingar.',
    );

    const started = await startServerProcess(environment);
    try {
      expect(started.outcome, started.output).toBe('listening');
    } finally {
      await started.stop();
    }
  }, 120_000);

  // Issue 21: anyone may register an address; only the demo import's mark makes a demo account.
  it('starts with a self-registered account at a demo address, and still stops for a real demo account', async () => {
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    await createUser(database.db, {
      email: 'ELEV@example.se',
      passwordHash: await hashPassword('ett eget lösenord'),
      firstName: 'Eva',
      lastName: 'Elevsson',
      role: 'student',
      organizationId: null,
      workTitleId: null,
    });
    await database.close();
    const environment = { ...databaseEnvironment, ...PRODUCTION, PORT: String(await freePort()) };

    const started = await startServerProcess(environment);
    try {
      expect(started.outcome, started.output).toBe('listening');
    } finally {
      await started.stop();
    }

    const demo = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    await ensureDemoAccounts(demo.db);
    await demo.close();
    const refused = await startServerProcess(environment);
    expect(refused.outcome).toBe('exited');
    expect(refused.output).toMatch(/demo accounts .*admin@example\.se/);
    // The self-registered account keeps its address; only the demo accounts are named.
    expect(refused.output).not.toMatch(/elev@example\.se/);

    const cleanup = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    const lines: string[] = [];
    await runCli(['remove-demo-accounts'], { db: cleanup.db, log: (line) => lines.push(line) });
    expect(lines.join('\n')).not.toMatch(/elev@example\.se/);
    expect(await findUserByEmail(cleanup.db, 'elev@example.se')).toMatchObject({ firstName: 'Eva' });
    await cleanup.close();
  }, 120_000);
});
