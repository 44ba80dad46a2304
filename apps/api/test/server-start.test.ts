import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../src/cli';
import { ensureDemoAccounts } from '../src/content/demo-accounts';
import { openDatabase } from '../src/db/database';
import { createPostgresDatabase } from './helpers';
import { freePort, startServerProcess } from './server-process';

// Issue 11: the real server (src/server.ts from its sources; the compiled one has its own test) refuses to start in
// production with demo mode or demo accounts, and says why. On PGlite a data folder, on
// PostgreSQL (TEST_DATABASE_URL) a fresh database.
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

  it('stops while demo accounts exist, names them and how to remove them; starts once they are gone', async () => {
    const database = await openDatabase({ databaseUrl: postgres?.url, dataDirectory });
    await ensureDemoAccounts(database.db);
    await database.close();
    const environment = { ...databaseEnvironment, NODE_ENV: 'production', PORT: String(await freePort()) };

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
});
