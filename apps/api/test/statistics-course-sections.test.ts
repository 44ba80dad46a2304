import type { Statistics, StatisticsCourseQuestion } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resultRows } from '../src/db/database';
import { rebuildCourseStatisticCounts } from '../src/storage/course-statistics';
import { bearer, publishEducationChange, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 37's "Frågor" and "Var slutar deltagarna?" of the test course (100): its graded
// question `fraga-1` (right answer "ja") on page 1/1/1 and its text question `fraga-2` on 1/1/2.

let test: TestApp;
let admin: string;
let learner: string;

async function post(url: string, payload: unknown, token?: string, status = 200) {
  const response = await test.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json();
}

const completion_ = (final: string, first?: string) => ({
  answers: [
    { block_id: 'fraga-1', values: [final] },
    { block_id: 'fraga-2', values: ['Normer'] },
  ],
  ...(first === undefined ? {} : { first_checks: [{ block_id: 'fraga-1', values: [first] }] }),
});

async function report(): Promise<Statistics> {
  const response = await test.app.inject({
    method: 'GET',
    url: '/api/admin/statistics?education=100',
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const question = (statistics: Statistics, blockId: string) =>
  statistics.questions?.find((candidate) => candidate.block_id === blockId) as StatisticsCourseQuestion;

beforeAll(async () => {
  test = await startTestApp();
  admin = await sessionFor(test, 'admin@example.se');
  learner = await sessionFor(test, 'elev@example.se');
  // Fifteen anonymous learners answer everything: ten pass (five of them wrong at the first
  // "Rätta svaret"), five fail; twelve reach the first page and seven the second.
  for (let at = 0; at < 10; at += 1) {
    await post('/api/educations/100/completed', completion_('ja', at < 5 ? 'nej' : 'ja'));
  }
  for (let at = 0; at < 5; at += 1) {
    await post('/api/educations/100/completed', completion_('nej', 'nej'));
  }
  for (let at = 0; at < 12; at += 1) {
    await post('/api/educations/100/reached', { page: '1/1/1' });
  }
  for (let at = 0; at < 7; at += 1) {
    await post('/api/educations/100/reached', { page: '1/1/2' });
  }
});

afterAll(() => test?.close());

describe('"Frågor"', () => {
  it('counts each graded question: answered, right at the first check and at completion, each option', async () => {
    const statistics = await report();
    expect(question(statistics, 'fraga-1')).toEqual({
      kind: 'choice',
      block_id: 'fraga-1',
      title: expect.any(String),
      page: '1/1/1',
      multiple: false,
      graded: true,
      answered: 15,
      checked: 15,
      right_first: 5,
      right_final: 10,
      right_first_share: 5 / 15,
      right_final_share: 10 / 15,
      options: [
        { id: 'ja', label: expect.any(String), count: 10, share: 10 / 15 },
        { id: 'nej', label: expect.any(String), count: 5, share: 5 / 15 },
      ],
    });
    expect(question(statistics, 'fraga-2')).toEqual({
      kind: 'text',
      block_id: 'fraga-2',
      title: expect.any(String),
      page: '1/1/2',
      answered: 15,
    });
  });

  it("keeps a logged-in learner's first completion only, and grades first checks with the server's key", async () => {
    await post('/api/educations/100/completed', completion_('nej', 'nej'), learner);
    expect((await post('/api/educations/100/completed', completion_('ja', 'ja'), learner)).passed).toBe(true);
    const rows = resultRows<{ first_result: string; final_result: string }>(
      await test.database.db.execute(
        sql`select first_result, final_result from question_answers where user_id is not null and block_id = 'fraga-1'`,
      ),
    );
    expect(rows).toEqual([{ first_result: 'wrong', final_result: 'wrong' }]);
    const fraga = question(await report(), 'fraga-1');
    expect(fraga).toMatchObject({ answered: 16, checked: 16, right_first: 5, right_final: 10 });
  });

  it('never lets a count of 1–4 be worked out: one learner without a check holds back answered or checked', async () => {
    const teacher = await sessionFor(test, 'larare@example.se');
    await post('/api/educations/100/completed', completion_('ja'), teacher);
    const fraga = question(await report(), 'fraga-1');
    if (fraga.kind !== 'choice') {
      throw new Error('fraga-1 is a choice');
    }
    // 17 answered and 16 checked: the one who did not check must not be the difference of two numbers.
    expect(typeof fraga.answered === 'number' && typeof fraga.checked === 'number').toBe(false);
  });

  it('downloads as CSV', async () => {
    const csv = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics.csv?education=100&table=questions',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/statistik-fragor-100-/);
    expect(csv.body).toContain('Rätt vid första rättningen');
    expect(csv.body).toContain('Fritext');
  });
});

describe('first checks sent by a hostile caller', () => {
  it("grades only the course's questions, keeps nothing else of them, and refuses a NUL naming it", async () => {
    const refused = await post(
      '/api/educations/100/completed',
      { ...completion_('ja'), first_checks: [{ block_id: 'fraga-1', values: ['ja\u0000'] }] },
      undefined,
      400,
    );
    expect(refused.field).toBe('first_checks[0].values[0]');
    const completion = await post('/api/educations/100/completed', {
      ...completion_('ja'),
      first_checks: [
        { block_id: 'no-such-block', values: ['x'] },
        { block_id: 'text-1', values: ['ja'] },
      ],
    });
    expect(completion.passed).toBe(true);
    const rows = resultRows<{ block_id: string }>(
      await test.database.db.execute(sql`select distinct block_id from question_answers`),
    );
    expect(rows.map((row) => row.block_id).sort()).toEqual(['', 'fraga-1', 'fraga-2']);
  });

  it('refuses a reach without a body or with another shape, naming the field', async () => {
    for (const payload of [{}, { page: 7 }, { page: ['1/1/1'] }]) {
      await post('/api/educations/100/reached', payload, undefined, 400);
    }
  });
});

describe('"Var slutar deltagarna?"', () => {
  it('counts who reached each page and who went on, a logged-in learner once per page', async () => {
    await post('/api/educations/100/reached', { page: '1/1/1' }, learner);
    await post('/api/educations/100/reached', { page: '1/1/1' }, learner);
    const steps = (await report()).reach ?? [];
    expect(steps.map((step) => step.step)).toEqual(['started', 'page', 'page', 'completed', 'evaluated']);
    expect(steps[1]).toMatchObject({ key: '1/1/1', reached: 13, went_on: 7, stopped: 6 });
    expect(steps[2]).toMatchObject({ key: '1/1/2', reached: 7 });
    const csv = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics.csv?education=100&table=reach',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Slutade här');
  });

  it('keeps the monthly counts equal to the rows behind them (what a rebuild makes of them)', async () => {
    const before = await report();
    await rebuildCourseStatisticCounts(test.database.db);
    const after = await report();
    expect(after.questions).toEqual(before.questions);
    expect(after.reach).toEqual(before.reach);
  });

  it('refuses a page the course does not have, naming the field', async () => {
    for (const page of ['9/9/9', '1/1', 'x', '0/1/1', '1/1/1\u0000', `1/1/${'1'.repeat(5000)}`]) {
      const refused = await post('/api/educations/100/reached', { page }, undefined, 400);
      expect(refused.field ?? refused.fields?.[0] ?? JSON.stringify(refused)).toContain('page');
    }
  });
});

describe('a course changed after learners answered it', () => {
  it('is answered whole when an editor makes another option the right one: nothing withheld', async () => {
    const before = question(await report(), 'fraga-1');
    const draft = await test.app.inject({
      method: 'GET',
      url: '/api/admin/content/education/100',
      headers: bearer(admin),
    });
    const { data } = draft.json() as { data: { chapters: unknown } };
    // "Nej" becomes the right answer: the completions recorded were graded with "Ja", so the
    // right answers at completion are no longer the count of the right option.
    const chapters = JSON.parse(JSON.stringify(data.chapters).replace('"correct":true', '"correct":false'));
    const radio = chapters[0].episodes[0].components[0][1];
    radio.answers[1].correct = true;
    await publishEducationChange(test, admin, 100, { chapters });
    const statistics = await report();
    expect(JSON.stringify(statistics)).not.toContain('withheld');
    expect(question(statistics, 'fraga-1')).toMatchObject({
      answered: before.answered,
      right_final: (before as { right_final: unknown }).right_final,
    });
  });
});
