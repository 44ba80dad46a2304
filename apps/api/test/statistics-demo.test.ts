import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureDemoStatistics } from '../src/content/demo-statistics';
import { listEducations } from '../src/storage/content';
import { bearer, DEMO_CONTENT, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 37: on the demo's own content and made-up learners (a fresh `npm start`), the
// statistics of every course and of all together are answered, never a 500.

let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await startTestApp({}, { content: DEMO_CONTENT });
  await ensureDemoStatistics(test.database.db, new Date());
  admin = await sessionFor(test, 'admin@example.se');
});

afterAll(() => test?.close());

it('answers the statistics of every demo course and of all courses, for this year and five years', async () => {
  const ids = (await listEducations(test.database.db)).map((course) => course.id);
  expect(ids).toContain(102);
  const now = new Date();
  const fiveYears = `&from=${now.getFullYear() - 4}-01&to=${now.getFullYear()}-12`;
  for (const course of ['', ...ids.map((id) => `education=${id}`)]) {
    for (const period of ['', fiveYears]) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/admin/statistics?${course}${period}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, `${course}${period}: ${response.body}`).toBe(200);
    }
  }
});
