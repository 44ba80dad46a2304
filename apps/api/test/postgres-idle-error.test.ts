import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from './helpers';

// Only meaningful on PostgreSQL (npm test runs the suite there too); PGlite has no connections.
describe.runIf(process.env.TEST_DATABASE_URL)('an idle PostgreSQL connection that the server ends', () => {
  it('does not crash the process, and the next query gets a new connection', async () => {
    const test = await startTestApp();
    try {
      const before = await test.app.inject({ method: 'GET', url: '/api/site-settings' });
      expect(before.statusCode).toBe(200);
      // Several connections at once, so the pool keeps idle ones afterwards.
      await Promise.all(
        Array.from({ length: 4 }, () => test.database.db.execute(sql.raw('SELECT pg_sleep(0.05)'))),
      );
      // End every other connection to this database, as a server restart would.
      await test.database.db.execute(
        sql.raw(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        ),
      );
      const after = await test.app.inject({ method: 'GET', url: '/api/educations' });
      expect(after.statusCode).toBe(200);
    } finally {
      await test.close();
    }
  });
});
