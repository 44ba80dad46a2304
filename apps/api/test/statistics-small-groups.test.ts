import { STATISTICS_TABLES, type Statistics } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  OPEN_COURSE_ANSWERS,
  publishEducationChange,
  sessionFor,
  startTestApp,
  type TestApp,
} from './helpers';

// Issue 37: the data that made the statistics answer 500 ("a small count cannot be protected
// by holding back more"): a course with 3 passes, 1 failure and 3 evaluations. Every count is
// small, so no count of 5 or more is left to hold back; the report must still be answered.

let test: TestApp;
let admin: string;

async function post(url: string, payload: unknown, token?: string) {
  const response = await test.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? bearer(token) : {},
  });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json();
}

/** The course's evaluation: one question, "Hur nöjd är du?", with these options. */
const gradeQuestion = (answers: Array<{ id: string; label: string }>) => ({
  evaluation: {
    post_id: 190,
    components: [
      {
        block_id: 'betyg',
        name: 'question-radio-horizontal',
        part: 'evaluation',
        title: 'Hur nöjd är du?',
        answers,
      },
    ],
  },
});

beforeAll(async () => {
  test = await startTestApp();
  admin = await sessionFor(test, 'admin@example.se');
  await publishEducationChange(
    test,
    admin,
    100,
    gradeQuestion([
      { id: '5', label: 'Mycket nöjd' },
      { id: '4', label: 'Nöjd' },
    ]),
  );
  // Two pass logged in and one anonymously; one fails logged in.
  const learners = await Promise.all(
    ['elev@example.se', 'larare@example.se', 'intern@example.se'].map((email) => sessionFor(test, email)),
  );
  // Each pass gives the token its evaluation is saved with (issue 37): three passes, three evaluations.
  const passTokens: string[] = [];
  for (const [at, token] of learners.entries()) {
    await post(
      '/api/user/educations/100/progress',
      { answers: [{ block_id: 'fraga-1', values: ['ja'] }] },
      token,
    );
    const failing = [
      { block_id: 'fraga-1', values: ['nej'] },
      { block_id: 'fraga-2', values: ['Normer'] },
    ];
    const completion = await post(
      '/api/educations/100/completed',
      { answers: at === 2 ? failing : OPEN_COURSE_ANSWERS },
      token,
    );
    if (completion.passed) {
      passTokens.push(completion.evaluation.token);
    }
  }
  await post('/api/educations/100/started', {});
  passTokens.push(
    (await post('/api/educations/100/completed', { answers: OPEN_COURSE_ANSWERS })).evaluation.token,
  );
  for (const [at, grade] of ['5', '5', '4'].entries()) {
    await post('/api/educations/100/evaluation/update', {
      answers: [{ block_id: 'betyg', values: [grade] }],
      token: passTokens[at],
    });
  }
});

afterAll(() => test?.close());

describe('statistics of a course where every group is small', () => {
  it('shows the choices of an option an editor removed as "Borttaget alternativ", protected like any other', async () => {
    // "Mycket nöjd" (chosen twice) is replaced by a new option.
    await publishEducationChange(
      test,
      admin,
      100,
      gradeQuestion([
        { id: 'o-3hf8kq2mxr', label: 'Ganska nöjd' },
        { id: '4', label: 'Nöjd' },
      ]),
    );
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics?education=100',
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [question] = (response.json() as Statistics).evaluation?.questions ?? [];
    expect(question?.kind === 'choice' && question.options).toEqual([
      expect.objectContaining({ label: 'Ganska nöjd', count: 0 }),
      expect.objectContaining({ label: 'Nöjd', count: 'fewer_than_5' }),
      expect.objectContaining({ label: 'Borttaget alternativ', count: 'fewer_than_5' }),
    ]);
    const csv = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics.csv?education=100&table=evaluation',
      headers: bearer(admin),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Borttaget alternativ');
  });

  it('refuses an evaluation of a course that is not open', async () => {
    await publishEducationChange(test, admin, 100, { status: 'closed' });
    const refused = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/evaluation/update',
      payload: { answers: [{ block_id: 'betyg', values: ['4'] }] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Utbildningen är inte öppen');
  });

  it('answers the report, every count of 1–4 held back', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics?education=100',
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json() as Statistics;
    const counts = JSON.stringify(report.summary);
    // No 1, 2, 3 or 4 anywhere among the counts of people.
    expect(counts).not.toMatch(/:[1-4][,}]/);
  });

  it('answers every table as CSV', async () => {
    for (const table of STATISTICS_TABLES) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/admin/statistics.csv?education=100&table=${table}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, `${table}: ${response.body}`).toBe(200);
    }
  });
});
