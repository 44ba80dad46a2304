import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAgainst, RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import { bearer, OPEN_COURSE_ANSWERS, sessionFor, startTestApp, type TestApp } from './helpers';

// Review of issue 21: a logged-in person is limited as a person, not as their address. Their
// evaluation saves have a limit of their own, and their completion failures count only against
// them, so one person behind a school's address cannot lock the class out of a course.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const WRONG_ANSWERS = [
  { block_id: 'fraga-1', values: ['nej'] },
  { block_id: 'fraga-2', values: ['Normer'] },
];

const completeFrom = (remoteAddress: string, answers: unknown, session?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/completed',
    remoteAddress,
    headers: session ? bearer(session) : {},
    payload: { answers },
  });

const saveEvaluationFrom = (remoteAddress: string, session: string, token?: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/educations/100/evaluation/update',
    remoteAddress,
    headers: bearer(session),
    payload: { answers: [{ block_id: 'betyg', values: ['5'] }], ...(token ? { token } : {}) },
  });

describe('evaluation saves by a logged-in person', () => {
  it('are limited to 60 an hour per account, from any address; another account is not affected', async () => {
    expect(RATE_LIMITS.evaluationSavesPerUser).toEqual({ limit: 60, windowSeconds: 3600 });
    // Only a pass evaluates (issue 37): each learner completes first.
    const passed = async (session: string) =>
      (await completeFrom('10.31.0.8', OPEN_COURSE_ANSWERS, session)).json().evaluation.token as string;
    // Accounts of their own: the tests below complete the course as elev@.
    const elev = await sessionFor(test, 'redaktor@example.se');
    const token = await passed(elev);
    for (let save = 1; save <= 60; save += 1) {
      // Each save with the token replaces the last; each counts.
      const response = await saveEvaluationFrom(`10.31.0.${save % 5}`, elev, token);
      expect(response.statusCode, `save ${save}`).toBe(200);
    }
    const refused = await saveEvaluationFrom('10.31.0.9', elev, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);

    const larare = await sessionFor(test, 'admin@example.se');
    expect((await saveEvaluationFrom('10.31.0.9', larare, await passed(larare))).statusCode).toBe(200);
  }, 60_000);
});

describe('completion failures from one school address', () => {
  it('100 anonymous failures use up the address; a logged-in learner there still completes', async () => {
    const school = '10.31.1.1';
    for (let attempt = 1; attempt <= RATE_LIMITS.completionFailuresPerIpAndCourse.limit; attempt += 1) {
      expect((await completeFrom(school, WRONG_ANSWERS)).json(), `attempt ${attempt}`).toMatchObject({
        passed: false,
      });
    }
    expect((await completeFrom(school, OPEN_COURSE_ANSWERS)).statusCode).toBe(429);

    const elev = await sessionFor(test, 'elev@example.se');
    expect((await completeFrom(school, WRONG_ANSWERS, elev)).json()).toMatchObject({ passed: false });
    expect((await completeFrom(school, OPEN_COURSE_ANSWERS, elev)).json()).toMatchObject({ passed: true });
  }, 60_000);

  it('a logged-in learner’s failures count against the learner, not the anonymous address count', async () => {
    const school = '10.31.2.1';
    const larare = await sessionFor(test, 'larare@example.se');
    for (let attempt = 1; attempt <= RATE_LIMITS.completionFailuresPerUserAndCourse.limit; attempt += 1) {
      expect((await completeFrom(school, WRONG_ANSWERS, larare)).json()).toMatchObject({ passed: false });
    }
    // The learner has used up their own tries, from any address.
    expect((await completeFrom('10.31.2.2', OPEN_COURSE_ANSWERS, larare)).statusCode).toBe(429);
    // The address has not: 99 anonymous failures there still pass the 100th attempt's check.
    for (let attempt = 1; attempt < RATE_LIMITS.completionFailuresPerIpAndCourse.limit; attempt += 1) {
      expect((await completeFrom(school, WRONG_ANSWERS)).statusCode).toBe(200);
    }
    expect((await completeFrom(school, OPEN_COURSE_ANSWERS)).json()).toMatchObject({ passed: true });
  }, 60_000);

  it('logged-in failures from one address share 300 an hour per course, whichever accounts', async () => {
    // Accounts pile up (30 registrations an hour per address): each account's own 10 alone would
    // let one address multiply its guesses. A class of 30 using up their 10 each (300) fits.
    expect(RATE_LIMITS.completionFailuresPerIpAndCourseLoggedIn).toEqual({ limit: 300, windowSeconds: 3600 });
    const school = '10.31.3.1';
    await countAgainst(
      test.database.db,
      `completion-failures:ip-logged-in:${school}:100`,
      RATE_LIMITS.completionFailuresPerIpAndCourseLoggedIn,
      { amount: 299 },
    );
    const intern = await sessionFor(test, 'intern@example.se');
    const anna = await sessionFor(test, 'anna@example.se');
    // The 300th logged-in failure there passes; after it every account is refused there, a right
    // attempt too, though each has tries of its own left.
    expect((await completeFrom(school, WRONG_ANSWERS, intern)).json()).toMatchObject({ passed: false });
    const refused = await completeFrom(school, OPEN_COURSE_ANSWERS, anna);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    // The refusal took no try of the learner's: from another address the learner completes.
    expect((await completeFrom('10.31.3.2', OPEN_COURSE_ANSWERS, anna)).json()).toMatchObject({
      passed: true,
    });
    // Anonymous attempts at the school keep their own 100.
    expect((await completeFrom(school, OPEN_COURSE_ANSWERS)).json()).toMatchObject({ passed: true });
  }, 60_000);
});
