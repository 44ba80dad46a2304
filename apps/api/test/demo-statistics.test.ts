import type { Statistics } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ensureDemoStatistics,
  hasDemoStatistics,
  removeDemoStatistics,
} from '../src/content/demo-statistics';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 26: demo mode makes up learners for the statistics page, the same at every fresh start,
// once, all marked, and all gone with the demo accounts.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test?.close();
});

async function countOf(
  table: 'learning_events' | 'evaluation_answers' | 'evaluation_values',
): Promise<number> {
  const result = await test.database.db.execute(sql.raw(`select count(*)::int as count from ${table}`));
  return (result as unknown as { rows: Array<{ count: number }> }).rows[0]?.count ?? 0;
}

it('makes up marked learners once, shows them in the statistics, and removes them all', async () => {
  const now = new Date('2026-06-15T12:00:00Z');
  await ensureDemoStatistics(test.database.db, now);
  const events = await countOf('learning_events');
  expect(events).toBeGreaterThan(200);
  expect(await countOf('evaluation_values')).toBeGreaterThan(0);
  expect(await hasDemoStatistics(test.database.db)).toBe(true);
  const unmarked = await test.database.db.execute(
    sql`select count(*)::int as count from learning_events where not demo`,
  );
  expect((unmarked as unknown as { rows: Array<{ count: number }> }).rows[0]?.count).toBe(0);

  // Once: a second start makes none.
  await ensureDemoStatistics(test.database.db, now);
  expect(await countOf('learning_events')).toBe(events);

  const admin = await sessionFor(test, 'admin@example.se');
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/admin/statistics?from=2025-01&to=2026-06',
    headers: bearer(admin),
  });
  const report = response.json() as Statistics;
  expect(report.summary[0]).toMatchObject({ measure: 'started' });
  expect(report.summary[0]?.all).toBeGreaterThan(100);

  expect(await removeDemoStatistics(test.database.db)).toEqual({
    events,
    evaluations: expect.any(Number),
  });
  expect([
    await countOf('learning_events'),
    await countOf('evaluation_answers'),
    await countOf('evaluation_values'),
  ]).toEqual([0, 0, 0]);
  expect(await hasDemoStatistics(test.database.db)).toBe(false);
});
