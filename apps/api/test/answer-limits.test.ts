import { EducationSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEducation } from '../src/storage/content';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 21: a save takes only the course's own questions, within each question's limits, and an
// account's saved answers (an evaluation save, a completion) have a size cap.

let test: TestApp;
let elev: string;
let larare: string;

// 40 long free-text questions (10 000 characters each) besides a choice, and an evaluation of 12.
const BIG = 200;
const textBlocks = (prefix: string, count: number, part?: 'evaluation') =>
  Array.from({ length: count }, (_, index) => ({
    block_id: `${prefix}-${index}`,
    name: 'question-textarea',
    max_length: 10_000,
    ...(part ? { part } : {}),
  }));
const BIG_COURSE = EducationSchema.parse({
  id: BIG,
  slug: 'lang-kurs',
  title: 'Lång kurs',
  access: 'open',
  chapters: [
    {
      title: 'K1',
      episodes: [
        {
          title: 'E1',
          components: [
            [
              {
                block_id: 'flerval',
                name: 'question-checkbox',
                answers: [
                  { id: 'a', label: 'A' },
                  { id: 'b', label: 'B' },
                ],
              },
              ...textBlocks('text', 40),
            ],
          ],
        },
      ],
    },
  ],
  evaluation: { components: textBlocks('utv', 12, 'evaluation') },
});

// 30 000 bytes a value: '€' is three bytes in UTF-8 (and in the JSON body).
const LONG_VALUE = '€'.repeat(10_000);
const longAnswers = (prefix: string, from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => ({
    block_id: `${prefix}-${from + index}`,
    values: [LONG_VALUE],
  }));

beforeAll(async () => {
  test = await startTestApp();
  await saveEducation(test.database.db, BIG_COURSE);
  elev = await sessionFor(test, 'elev@example.se');
  larare = await sessionFor(test, 'larare@example.se');
}, 60_000);
afterAll(async () => {
  await test?.close();
});

const post = (url: string, payload: unknown, token?: string) =>
  test.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload: payload as object });
const saveProgress = (token: string, answers: unknown[], id = 100) =>
  post(`/api/user/educations/${id}/progress`, { answers }, token);
const savedBlockIds = async (token: string, id = 100) =>
  (await test.app.inject({ method: 'GET', url: `/api/progress/${id}`, headers: bearer(token) }))
    .json<{ entries: Array<{ blockId: string }> }>()
    .entries.map((entry) => entry.blockId);

describe('a progress save takes only the course’s questions within their limits', () => {
  it('refuses an answer to a block the course does not have, naming it, and saves nothing', async () => {
    const response = await saveProgress(elev, [
      { block_id: 'fraga-1', values: ['ja'] },
      { block_id: 'finns-inte', values: ['x'] },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'answers[1].block_id' });
    expect(response.json().message).toMatch(/finns inte i utbildningen/);
    // A text block is no question; the evaluation's question is no chapter's.
    for (const blockId of ['text-1', 'betyg']) {
      expect((await saveProgress(elev, [{ block_id: blockId, values: ['5'] }])).json()).toMatchObject({
        statusCode: 400,
        field: 'answers[0].block_id',
      });
    }
    expect(await savedBlockIds(elev)).toEqual([]);
  });

  it('refuses what is not an option, more options than a single choice takes, and text over max_length', async () => {
    const cases = [
      [{ block_id: 'fraga-1', values: ['kanske'] }, 'answers[0].values[0]'],
      [{ block_id: 'fraga-1', values: ['ja', 'nej'] }, 'answers[0].values'],
      [{ block_id: 'fraga-2', values: ['x'.repeat(31)] }, 'answers[0].values[0]'],
      [{ block_id: 'fraga-2', values: ['ett', 'två'] }, 'answers[0].values'],
    ] as const;
    for (const [answer, field] of cases) {
      const response = await saveProgress(elev, [answer]);
      expect(response.statusCode, JSON.stringify(answer)).toBe(400);
      expect(response.json().field).toBe(field);
    }
    const twice = await saveProgress(larare, [{ block_id: 'flerval', values: ['a', 'a'] }], BIG);
    expect(twice.json()).toMatchObject({ statusCode: 400, field: 'answers[0].values[1]' });
    expect(await savedBlockIds(elev)).toEqual([]);
  });

  it('takes what fits: both options of a checkbox, 30 characters, and the special ids of SPEC §3', async () => {
    expect((await saveProgress(larare, [{ block_id: 'flerval', values: ['b', 'a'] }], BIG)).statusCode).toBe(
      200,
    );
    const response = await saveProgress(elev, [
      { block_id: 'fraga-1', values: ['ja'] },
      { block_id: 'fraga-2', values: ['å'.repeat(30)] },
      { block_id: 'token', values: ['t'.repeat(200)] },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await savedBlockIds(elev)).sort()).toEqual(['fraga-1', 'fraga-2', 'token']);
  });

  it('checks a completion’s answers the same way, logged in or not', async () => {
    const anonymous = await post('/api/educations/100/completed', {
      answers: [{ block_id: 'fraga-2', values: ['x'.repeat(31)] }],
    });
    expect(anonymous.json()).toMatchObject({ statusCode: 400, field: 'answers[0].values[0]' });
    const unknown = await post(
      '/api/educations/100/completed',
      { answers: [{ block_id: 'x', values: [] }] },
      elev,
    );
    expect(unknown.json()).toMatchObject({ statusCode: 400, field: 'answers[0].block_id' });
  });

  it('checks an evaluation’s values against its questions', async () => {
    const response = await post('/api/educations/100/evaluation/update', {
      answers: [{ block_id: 'betyg', values: ['6'] }],
    });
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'answers[0].values[0]' });
  });
});

describe('answers have a size cap', () => {
  it('an account holds at most 1 MB of answers: a save beyond it is refused, a replacement is not', async () => {
    // 20 × 30 000 bytes, then 16 more: 1 080 000 bytes in all, over 1 048 576.
    expect((await saveProgress(elev, longAnswers('text', 0, 20), BIG)).statusCode).toBe(200);
    const over = await saveProgress(elev, longAnswers('text', 20, 36), BIG);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ field: 'answers' });
    expect(over.json().message).toMatch(/1 MB/);
    expect(await savedBlockIds(elev, BIG)).toHaveLength(20);
    // The same answers again replace themselves: the account does not grow.
    expect((await saveProgress(elev, longAnswers('text', 0, 20), BIG)).statusCode).toBe(200);
    expect((await saveProgress(elev, longAnswers('text', 20, 33), BIG)).statusCode).toBe(200);
  });

  it('an evaluation save or a completion carries at most 256 kB of answers', async () => {
    // 9 × 30 000 = 270 000 bytes.
    const evaluation = await post(`/api/educations/${BIG}/evaluation/update`, {
      answers: longAnswers('utv', 0, 9),
    });
    expect(evaluation.statusCode).toBe(413);
    expect(evaluation.json()).toMatchObject({ field: 'answers' });
    const fits = await post(`/api/educations/${BIG}/evaluation/update`, {
      answers: longAnswers('utv', 0, 8),
    });
    // Past the size check; refused only because no pass gave it a token (issue 37).
    expect(fits.statusCode).toBe(403);
    const completion = await post(`/api/educations/${BIG}/completed`, { answers: longAnswers('text', 0, 9) });
    expect(completion.statusCode).toBe(413);
    expect(completion.json()).toMatchObject({ field: 'answers' });
  });
});
