import { ACCOUNT_ANSWER_BYTES_MAX } from '@jamstalldhet/blocks/engine';
import { EducationSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveEducation } from '../src/storage/content';
import { saveProgressWithinBytes, storedAnswerBytes } from '../src/storage/learning';
import { createUser, findUserByEmail } from '../src/storage/users';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Review of issue 21: the account's 1 MB of answers is checked and written in one step, so
// parallel saves to different courses cannot each see room and together overfill it.

let test: TestApp;
let elev: string;
let userId: number;

const FILLER = 300;
const COURSES = [301, 302, 303, 304, 305];

const course = (id: number, questions: number) =>
  EducationSchema.parse({
    id,
    slug: `kurs-${id}`,
    title: `Kurs ${id}`,
    access: 'open',
    chapters: [
      {
        title: 'K1',
        episodes: [
          {
            title: 'E1',
            components: [
              Array.from({ length: questions }, (_, index) => ({
                block_id: `text-${index}`,
                name: 'question-textarea',
                max_length: 10_000,
              })),
            ],
          },
        ],
      },
    ],
  });

// 30 000 bytes a value: '€' is three bytes in UTF-8.
const LONG_VALUE = '€'.repeat(10_000);
const longAnswers = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => ({
    block_id: `text-${from + index}`,
    values: [LONG_VALUE],
  }));
const saveProgress = (id: number, answers: unknown[]) =>
  test.app.inject({
    method: 'POST',
    url: `/api/user/educations/${id}/progress`,
    headers: bearer(elev),
    payload: { answers },
  });

beforeAll(async () => {
  test = await startTestApp();
  await saveEducation(test.database.db, course(FILLER, 40));
  for (const id of COURSES) {
    await saveEducation(test.database.db, course(id, 1));
  }
  elev = await sessionFor(test, 'elev@example.se');
  userId = (await findUserByEmail(test.database.db, 'elev@example.se'))?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await test?.close();
});

describe('the account answer cap under parallel saves', () => {
  it('stores exactly the saves that fit when one account saves to several courses at once', async () => {
    // 32 × 30 000 = 960 000 bytes: room for two more answers of 30 000 (1 048 576 in all).
    expect((await saveProgress(FILLER, longAnswers(0, 16))).statusCode).toBe(200);
    expect((await saveProgress(FILLER, longAnswers(16, 32))).statusCode).toBe(200);
    expect(
      await storedAnswerBytes(test.database.db, userId, {
        educationId: FILLER,
        part: 'normal',
        replaced: [],
      }),
    ).toBe(960_000);

    const responses = await Promise.all(COURSES.map((id) => saveProgress(id, longAnswers(0, 1))));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 413, 413, 413]);
    for (const refused of responses.filter((response) => response.statusCode === 413)) {
      expect(refused.json()).toMatchObject({ field: 'answers' });
      expect(refused.json().message).toMatch(/1 MB/);
    }
    const stored = await storedAnswerBytes(test.database.db, userId, {
      educationId: FILLER,
      part: 'normal',
      replaced: [],
    });
    expect(stored).toBe(1_020_000);
    expect(stored).toBeLessThanOrEqual(ACCOUNT_ANSWER_BYTES_MAX);
  }, 60_000);

  it('refuses only the full account when several accounts save at the same moment (one batch)', async () => {
    // elev is full from the test before; two other accounts save beside it, at once, and one of
    // them replaces an answer it had, which must not count twice.
    const lärare = await sessionFor(test, 'larare@example.se');
    const anna = await sessionFor(test, 'anna@example.se');
    const save = (token: string, id: number, answers: unknown[]) =>
      test.app.inject({
        method: 'POST',
        url: `/api/user/educations/${id}/progress`,
        headers: bearer(token),
        payload: { answers },
      });
    expect((await save(anna, FILLER, longAnswers(0, 30))).statusCode).toBe(200);
    const [full, teacher, replacing] = await Promise.all([
      save(elev, FILLER, longAnswers(32, 34)),
      save(lärare, FILLER, longAnswers(0, 2)),
      save(anna, FILLER, longAnswers(0, 4)),
    ]);
    expect([full.statusCode, teacher.statusCode, replacing.statusCode]).toEqual([413, 200, 200]);
    const bytesOf = async (email: string) =>
      storedAnswerBytes(test.database.db, (await findUserByEmail(test.database.db, email))?.id ?? 0, {
        educationId: FILLER,
        part: 'normal',
        replaced: [],
      });
    expect(await bytesOf('elev@example.se')).toBe(1_020_000);
    expect(await bytesOf('larare@example.se')).toBe(60_000);
    expect(await bytesOf('anna@example.se')).toBe(900_000);
  }, 60_000);

  it('writes a batch of more answers than one statement binds as several transactions', async () => {
    // Six accounts saving 1,000 answers each in the same moment: 6,000 answers, over the 5,000
    // one transaction of a batch takes.
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        createUser(test.database.db, {
          email: `batch-${index}-${Date.now()}@example.se`,
          passwordHash: 'x',
          firstName: 'Batch',
          lastName: String(index),
          emailVerified: true,
        }),
      ),
    );
    const answers = Array.from({ length: 1000 }, (_, index) => ({ block_id: `b-${index}`, values: ['ja'] }));
    const saved = await Promise.all(
      accounts.map((account) =>
        saveProgressWithinBytes(test.database.db, account.id, 9001, answers, ACCOUNT_ANSWER_BYTES_MAX),
      ),
    );
    expect(saved).toEqual([true, true, true, true, true, true]);
    for (const account of accounts) {
      expect(
        await storedAnswerBytes(test.database.db, account.id, {
          educationId: 9001,
          part: 'normal',
          replaced: [],
        }),
      ).toBe(2000);
    }
  }, 60_000);
});
