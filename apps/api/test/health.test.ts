import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { startTestApp, type TestApp } from './helpers';

// Issue 15: health for a load balancer. `live` while the process answers; `ready` only with the
// database answering, every migration applied, content imported and the process not stopping.

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
});

afterAll(() => test?.close());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ready = (app = test.app) => app.inject({ method: 'GET', url: '/api/health/ready' });

describe('health', () => {
  it('live answers 200 without a login and is never cached', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('ready answers 200 with every check ok on a migrated database with content', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', content: 'ok', accepting: 'ok' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('turns 503 the moment the process is stopping, while live stays 200', async () => {
    test.app.accepting.value = false;
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', checks: { accepting: 'stopping' } });
      expect((await test.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      test.app.accepting.value = true;
    }
  });

  it('is not ready without content, nor with a migration missing, nor when the database is gone', async () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', WEB_ROOT: '' });
    const database = await openDatabase(config);
    const app = await buildApp({ config, db: database.db });
    try {
      expect((await ready(app)).json()).toMatchObject({
        status: 'not_ready',
        checks: { database: 'ok', migrations: 'ok', content: 'missing' },
      });
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      // Readiness looks at the database at most once a second.
      await pause(1100);
      expect((await ready(app)).json()).toMatchObject({ checks: { migrations: 'pending' } });
      await database.close();
      await pause(1100);
      const gone = await ready(app);
      expect(gone.statusCode).toBe(503);
      expect(gone.json()).toMatchObject({ checks: { database: 'failed' } });
    } finally {
      await app.close();
    }
  });
});
