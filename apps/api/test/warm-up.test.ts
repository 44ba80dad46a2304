import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { warmUp } from '../src/warm-up';
import { startTestApp, type TestApp } from './helpers';

// Issue 13: the server warms itself before it listens, so the first learners after a start get
// normal latency. Warming reads; it must never write nor stop a start.

const WRITTEN_TABLES = ['progress', 'sessions', 'rate_limits', 'outgoing_mail', 'users', 'completions'];

async function rowCounts(test: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of WRITTEN_TABLES) {
    const result = await test.app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

describe('warmUp', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
  });
  afterAll(async () => {
    await test.close();
  });

  it('asks for the settings, the start page, the course list and every course, three times', async () => {
    const list = await test.app.inject({ method: 'GET', url: '/api/educations' });
    const courses = (list.json() as unknown[]).length;
    expect(courses).toBeGreaterThan(0);
    const report = await warmUp(test.app);
    // Per round: the list, settings, start page, each course, the session lookup and a refused write.
    expect(report.requests).toBe(3 * (1 + 2 + courses + 2));
  });

  it('writes nothing', async () => {
    const before = await rowCounts(test);
    expect(Object.values(before).every(Number.isInteger)).toBe(true);
    expect(before.users).toBeGreaterThan(0);
    await warmUp(test.app);
    expect(await rowCounts(test)).toEqual(before);
  });
});

describe('warmUp on a database that is gone', () => {
  it('does not stop the start', async () => {
    const test = await startTestApp();
    await test.database.close();
    const report = await warmUp(test.app);
    expect(report.requests).toBeGreaterThan(0);
    await test.app.close();
  });
});

describe('warmUp on a database that hangs', () => {
  it('gives up after its time limit, so the server still listens', async () => {
    const warnings: string[] = [];
    const hanging = {
      inject: () => new Promise(() => {}),
      log: { warn: (message: string) => warnings.push(message) },
    } as unknown as FastifyInstance;
    const started = Date.now();
    const report = await warmUp(hanging, 50);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(report.requests).toBe(1);
    expect(warnings.join()).toContain('longer than 50 ms');
  });
});
