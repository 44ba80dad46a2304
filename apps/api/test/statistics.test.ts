import type { Settings, Statistics } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { swedishMonth } from '../src/statistics/statistics-report';
import { getSettings, saveSettings } from '../src/storage/content';
import { deleteAccount } from '../src/storage/profile';
import { createSession } from '../src/storage/sessions';
import { createUser, findUserByEmail } from '../src/storage/users';
import {
  bearer,
  OPEN_COURSE_ANSWERS,
  publishEducationChange,
  sessionFor,
  startTestApp,
  type TestApp,
} from './helpers';

// Issue 26: the statistics counted from what learners did through the API (this month) and from
// dated events (2025), with every count of 1–4 people held back in the page's answer and in the
// downloads, and the calls refused to everyone but administrators.

let test: TestApp;
let admin: string;
let thisMonth: string;
const FAILING_ANSWERS = [
  { block_id: 'fraga-1', values: ['nej'] },
  { block_id: 'fraga-2', values: ['Normer'] },
];

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

/** A learner with an account in an organisation and a work title, logged in. */
async function learner(index: number, organizationId: number | null, workTitleId: number | null) {
  const user = await createUser(test.database.db, {
    email: `larande-${index}@example.se`,
    passwordHash: 'not a hash: this account never logs in with a password',
    firstName: 'Lärande',
    lastName: `Nummer ${index}`,
    organizationId,
    workTitleId,
    emailVerified: true,
  });
  return createSession(test.database.db, user.id, 1);
}

async function statistics(query: string, token = admin) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/admin/statistics${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Statistics;
}

async function csv(query: string) {
  const response = await test.app.inject({
    method: 'GET',
    url: `/api/admin/statistics.csv${query}`,
    headers: bearer(admin),
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  return response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}

beforeAll(async () => {
  test = await startTestApp();
  thisMonth = swedishMonth(new Date());
  const db = test.database.db;
  admin = await sessionFor(test, 'admin@example.se');
  const settings = await getSettings(db);
  await saveSettings(db, {
    ...settings,
    taxonomies: {
      ...settings.taxonomies,
      user_organization: [
        { id: 1, name: 'Grundskola' },
        { id: 2, name: 'Gymnasium' },
        { id: 3, name: 'Kommun' },
      ],
      user_work_title: [
        { id: 10, name: 'Lärare' },
        { id: 11, name: 'Rektor' },
      ],
    },
  } as Settings);
  await publishEducationChange(test, admin, 100, {
    evaluation: {
      post_id: 190,
      components: [
        {
          block_id: 'betyg',
          name: 'question-radio-horizontal',
          part: 'evaluation',
          title: 'Hur nöjd är du?',
          answers: [
            { id: '5', label: 'Mycket nöjd' },
            { id: '4', label: 'Nöjd' },
          ],
        },
        {
          block_id: 'b-partsqqqqqqq',
          name: 'question-checkbox',
          part: 'evaluation',
          title: 'Vilka delar var bäst?',
          answers: [
            { id: 'o-aaaaaaaaaa', label: 'Filmerna' },
            { id: 'o-bbbbbbbbbb', label: 'Frågorna' },
            { id: 'o-cccccccccc', label: 'Texterna' },
          ],
        },
        {
          block_id: 'b-fritextqqqqq',
          name: 'question-textarea',
          part: 'evaluation',
          title: 'Vad kan bli bättre?',
        },
      ],
    },
  });

  // This month, through the API. Eight pass (Grundskola, Lärare), six fail (Kommun, Rektor),
  // two pass (Gymnasium, Lärare), one only starts; six of the first eight get their certificate.
  const groups: Array<
    [count: number, organization: number | null, title: number | null, passes: boolean | null]
  > = [
    [8, 1, 10, true],
    [6, 3, 11, false],
    [2, 2, 10, true],
    [1, null, null, null],
  ];
  let index = 0;
  const loggedInPassTokens: string[] = [];
  for (const [count, organization, title, passes] of groups) {
    for (let member = 0; member < count; member += 1) {
      index += 1;
      const token = await learner(index, organization, title);
      await post(
        '/api/user/educations/100/progress',
        { answers: [{ block_id: 'fraga-1', values: ['ja'] }] },
        token,
      );
      if (passes === null) {
        continue;
      }
      const completion = await post(
        '/api/educations/100/completed',
        { answers: passes ? OPEN_COURSE_ANSWERS : FAILING_ANSWERS },
        token,
      );
      if (passes) {
        loggedInPassTokens.push(completion.evaluation.token);
      }
      if (passes && index <= 6) {
        await post('/api/educations/100/certificate', {
          token: completion.certificate.token,
          fullname: `Lärande ${index}`,
          email: `larande-${index}@example.se`,
        });
      }
    }
  }
  // One of those who failed passes later: a pass, no longer a failure.
  const retrying = await sessionFor(test, 'larande-9@example.se');
  await post('/api/educations/100/completed', { answers: OPEN_COURSE_ANSWERS }, retrying);
  // Anonymous: nine start, five pass.
  for (let start = 0; start < 9; start += 1) {
    await post('/api/educations/100/started', {});
  }
  // Each pass gives the token its evaluation is saved with (issue 37).
  const passTokens: string[] = [];
  for (let pass = 0; pass < 5; pass += 1) {
    passTokens.push(
      (await post('/api/educations/100/completed', { answers: OPEN_COURSE_ANSWERS })).evaluation.token,
    );
  }
  // Seven evaluations; the last changes its answers once, and is counted as it is now.
  const [a, b, c] = ['o-aaaaaaaaaa', 'o-bbbbbbbbbb', 'o-cccccccccc'];
  const evaluationOf = (grade: string, parts: string[], text: string) => [
    { block_id: 'betyg', values: [grade] },
    { block_id: 'b-partsqqqqqqq', values: parts },
    { block_id: 'b-fritextqqqqq', values: [text] },
  ];
  const evaluations = [
    evaluationOf('5', [a, b], 'Svar 1'),
    evaluationOf('5', [a, b], 'Svar 2'),
    evaluationOf('5', [a, b], 'Svar 3'),
    evaluationOf('5', [a], 'Svar 4'),
    evaluationOf('5', [a], '=Svar 5'),
    evaluationOf('4', [a], ''),
    evaluationOf('5', [c], 'Ändras'),
  ];
  let lastToken = '';
  for (const [at, answers] of evaluations.entries()) {
    // Five anonymous passes, and two of those who passed logged in (their tokens are the passes').
    const token = passTokens[at] ?? loggedInPassTokens[at - passTokens.length];
    lastToken = (await post('/api/educations/100/evaluation/update', { answers, token })).evaluation_token;
  }
  await post('/api/educations/100/evaluation/update', {
    token: lastToken,
    answers: evaluationOf('4', [a], 'Svar 6'),
  });

  // 2025, as dated events: January has six logged-in starts and five passes two days after
  // them; a start at 23:30 UTC on 31 January is 00:30 on 1 February in Sweden; February has five
  // more anonymous starts and one pass. Course 101 has seven starts in January.
  await db.execute(sql`
    insert into learning_events (education_id, kind, at, anonymous, started_at)
    select 100, 'started', timestamptz '2025-01-15 10:00:00+00', false, null from generate_series(1, 6)
    union all
    select 100, 'passed', timestamptz '2025-01-17 10:00:00+00', false, timestamptz '2025-01-15 10:00:00+00'
      from generate_series(1, 5)
    union all
    select 100, 'started', timestamptz '2025-01-31 23:30:00+00', true, null
    union all
    select 100, 'started', timestamptz '2025-02-10 12:00:00+00', true, null from generate_series(1, 5)
    union all
    select 100, 'passed', timestamptz '2025-02-11 12:00:00+00', true, null
    union all
    select 101, 'started', timestamptz '2025-01-20 12:00:00+00', false, null from generate_series(1, 7)`);
});

afterAll(async () => {
  await test?.close();
});

describe('the statistics of what learners did through the API', () => {
  it('counts starts, completions, passes, failures and certificates of those logged in and the anonymous', async () => {
    const report = await statistics(`?education=100&from=${thisMonth}&to=${thisMonth}`);
    expect(report.period).toEqual({ from: thisMonth, to: thisMonth });
    expect(report.education).toEqual({ id: 100, title: expect.any(String) });
    // The learner who failed and then passed counts as both, each when it happened: nothing
    // recorded changes afterwards, so a past month's figures stay as they were reported.
    expect(report.summary).toEqual([
      { measure: 'started', all: 26, logged_in: 17, anonymous: 9 },
      { measure: 'completed', all: 22, logged_in: 17, anonymous: 5 },
      { measure: 'passed', all: 16, logged_in: 11, anonymous: 5 },
      { measure: 'not_passed', all: 6, logged_in: 6, anonymous: 0 },
      { measure: 'certificates', all: 6, logged_in: 6, anonymous: 0 },
    ]);
    expect(report.months).toEqual([
      { month: thisMonth, started: 26, completed: 22, passed: 16, not_passed: 6, certificates: 6 },
    ]);
    // Every logged-in completion has its start: the median is a number of seconds.
    expect(report.median_seconds).toEqual(expect.any(Number));
  });

  it('counts completions by organisation and work title, a group of 1–4 and the one that would give it away held back', async () => {
    const report = await statistics(`?education=100&from=${thisMonth}&to=${thisMonth}`);
    // 22 = Grundskola 8 + Kommun 7 + Gymnasium 2 + anonymous 5 (the 17 logged in are the first
    // three): the 2 is the 17 less 8 and 7, so one more is held back, the smallest that leaves
    // it more than one possible size (17 - 8 - 5 or more: 1 to 4): the 7. Largest first, those
    // held back after them by name.
    expect(report.organizations).toEqual([
      { kind: 'term', name: 'Grundskola', completed: 8 },
      { kind: 'anonymous', name: 'Utan konto', completed: 5 },
      { kind: 'term', name: 'Gymnasium', completed: 'fewer_than_5' },
      { kind: 'term', name: 'Kommun', completed: 'hidden' },
    ]);
    expect(report.work_titles).toEqual([
      { kind: 'term', name: 'Lärare', completed: 10 },
      { kind: 'term', name: 'Rektor', completed: 7 },
      { kind: 'anonymous', name: 'Utan konto', completed: 5 },
    ]);
  });

  it("counts each option of the course's evaluation, and lists its free texts newest first without names", async () => {
    const { evaluation } = await statistics(`?education=100&from=${thisMonth}&to=${thisMonth}`);
    expect(evaluation?.respondents).toBe(7);
    const [grade, parts, texts] = evaluation?.questions ?? [];
    // 7 = 5 + 2: the 2 is held back, and the 7 answered that would tell it (the 5 held back
    // instead would still tell it); capped by the 7 evaluations, it is left at 1 or 2.
    expect(grade).toEqual({
      kind: 'choice',
      block_id: 'betyg',
      title: 'Hur nöjd är du?',
      multiple: false,
      answered: 'hidden',
      options: [
        { id: '5', label: 'Mycket nöjd', count: 5, share: null },
        { id: '4', label: 'Nöjd', count: 'fewer_than_5', share: null },
      ],
    });
    // Several may be chosen, so no sum: a (7) and c (0) are shown with their shares.
    expect(parts).toEqual({
      kind: 'choice',
      block_id: 'b-partsqqqqqqq',
      title: 'Vilka delar var bäst?',
      multiple: true,
      answered: 7,
      options: [
        { id: 'o-aaaaaaaaaa', label: 'Filmerna', count: 7, share: 1 },
        { id: 'o-bbbbbbbbbb', label: 'Frågorna', count: 'fewer_than_5', share: null },
        { id: 'o-cccccccccc', label: 'Texterna', count: 0, share: 0 },
      ],
    });
    expect(texts).toEqual({
      kind: 'text',
      block_id: 'b-fritextqqqqq',
      title: 'Vad kan bli bättre?',
      answered: 6,
      texts: ['Svar 6', '=Svar 5', 'Svar 4', 'Svar 3', 'Svar 2', 'Svar 1'],
    });
  });

  it('gives the same tables as CSV for Excel, the counts held back in the same words', async () => {
    const query = `?education=100&from=${thisMonth}&to=${thisMonth}`;
    expect(await csv(`${query}&table=summary`)).toEqual([
      'Mått;Alla;Inloggade;Anonyma',
      'Påbörjade;26;17;9',
      'Slutförda;22;17;5',
      'Godkända;16;11;5',
      'Ej godkända;6;6;0',
      'Intyg utfärdade;6;6;0',
      expect.stringMatching(/^Mediantid från start till slutförd, dagar \(inloggade\);\d+,\d;;$/),
    ]);
    expect(await csv(`${query}&table=organizations`)).toEqual([
      'Organisation;Slutförda',
      'Grundskola;8',
      'Utan konto;5',
      'Gymnasium;färre än 5',
      'Kommun;dolt',
    ]);
    expect(await csv(`${query}&table=evaluation`)).toEqual([
      'Fråga;Svarade;Svar;Antal;Andel',
      'Hur nöjd är du?;dolt;Mycket nöjd;5;',
      'Hur nöjd är du?;dolt;Nöjd;färre än 5;',
      'Vilka delar var bäst?;7;Filmerna;7;100 %',
      'Vilka delar var bäst?;7;Frågorna;färre än 5;',
      'Vilka delar var bäst?;7;Texterna;0;0 %',
      'Vad kan bli bättre?;6;Fritext;;',
    ]);
    // A text that could start a formula in Excel stays text.
    expect(await csv(`${query}&table=evaluation_texts`)).toEqual([
      'Fråga;Svar',
      'Vad kan bli bättre?;Svar 6',
      "Vad kan bli bättre?;'=Svar 5",
      'Vad kan bli bättre?;Svar 4',
      'Vad kan bli bättre?;Svar 3',
      'Vad kan bli bättre?;Svar 2',
      'Vad kan bli bättre?;Svar 1',
    ]);
  });

  it('keeps a deleted account’s completions in the figures, without the account', async () => {
    const db = test.database.db;
    const withoutAccount = async () =>
      (
        (await db.execute(
          sql`select count(*)::int as count from learning_events where user_id is null and not anonymous`,
        )) as unknown as { rows: Array<{ count: number }> }
      ).rows[0]?.count;
    const before = await statistics(`?education=100&from=${thisMonth}&to=${thisMonth}`);
    const eventsBefore = await withoutAccount();
    const leaving = await findUserByEmail(db, 'larande-1@example.se');
    await deleteAccount(db, leaving?.id ?? 0);
    expect(await findUserByEmail(db, 'larande-1@example.se')).toBeNull();
    const after = await statistics(`?education=100&from=${thisMonth}&to=${thisMonth}`);
    expect(after.summary).toEqual(before.summary);
    expect(after.organizations).toEqual(before.organizations);
    // Its start, pass and certificate stay, as no one's.
    expect(await withoutAccount()).toBe((eventsBefore ?? 0) + 3);
  });
});

describe('the statistics by month', () => {
  it('counts by Swedish month, shows 0 for an empty one and holds back the smallest', async () => {
    const report = await statistics('?education=100&from=2025-01&to=2025-03');
    // January: 6 starts, 5 passes; February: 1 + 5 anonymous starts (one at 00:30 Swedish
    // time on the 1st), 1 anonymous pass; March: nothing. The one pass is held back, and the
    // total it could be worked out from (6 = 5 logged in + 1; the 5 held back instead would
    // still leave it at most 1), the same for completions.
    expect(report.months).toEqual([
      { month: '2025-01', started: 6, completed: 5, passed: 5, not_passed: 0, certificates: 0 },
      {
        month: '2025-02',
        started: 6,
        completed: 'fewer_than_5',
        passed: 'fewer_than_5',
        not_passed: 0,
        certificates: 0,
      },
      { month: '2025-03', started: 0, completed: 0, passed: 0, not_passed: 0, certificates: 0 },
    ]);
    expect(report.summary).toEqual([
      { measure: 'started', all: 12, logged_in: 6, anonymous: 6 },
      { measure: 'completed', all: 'hidden', logged_in: 5, anonymous: 'fewer_than_5' },
      { measure: 'passed', all: 'hidden', logged_in: 5, anonymous: 'fewer_than_5' },
      { measure: 'not_passed', all: 0, logged_in: 0, anonymous: 0 },
      { measure: 'certificates', all: 0, logged_in: 0, anonymous: 0 },
    ]);
    expect(report.organizations).toEqual([
      { kind: 'none', name: 'Uppgift saknas', completed: 5 },
      { kind: 'anonymous', name: 'Utan konto', completed: 'fewer_than_5' },
    ]);
    // Two days from start to pass, for the five logged in.
    expect(report.median_seconds).toBe(2 * 24 * 60 * 60);
    // Nothing of a course's evaluation was saved then.
    expect(report.evaluation?.respondents).toBe(0);
    expect(report.evaluation?.questions.find((question) => question.kind === 'text')).toMatchObject({
      answered: 0,
      texts: [],
    });
  });

  it('counts every course together when none is chosen, and gives no evaluation', async () => {
    const report = await statistics('?from=2025-01&to=2025-01');
    expect(report.education).toBeNull();
    expect(report.evaluation).toBeNull();
    expect(report.summary[0]).toEqual({ measure: 'started', all: 13, logged_in: 13, anonymous: 0 });
    expect(report.courses.map((course) => course.id).sort()).toEqual([100, 101]);
  });

  it('gives the months as CSV for Excel', async () => {
    expect(await csv('?education=100&from=2025-01&to=2025-03&table=months')).toEqual([
      'Månad;Påbörjade;Slutförda;Godkända;Ej godkända;Intyg utfärdade',
      '2025-01;6;5;5;0;0',
      '2025-02;6;färre än 5;färre än 5;0;0',
      '2025-03;0;0;0;0;0',
    ]);
  });

  it('takes the year so far when no period is given', async () => {
    const report = await statistics('');
    expect(report.period).toEqual({ from: `${thisMonth.slice(0, 4)}-01`, to: thisMonth });
  });
});

describe('who may read the statistics', () => {
  it('refuses anyone but an administrator, in the API and the download alike', async () => {
    const student = await sessionFor(test, 'elev@example.se');
    for (const url of ['/api/admin/statistics', '/api/admin/statistics.csv?table=summary']) {
      expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      const refused = await test.app.inject({ method: 'GET', url, headers: bearer(student) });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Endast administratörer kan se statistiken');
    }
    const internal = await sessionFor(test, 'intern@example.se');
    await test.database.db.execute(
      sql`update users set role = 'internal_administrator' where email = 'intern@example.se'`,
    );
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/admin/statistics', headers: bearer(internal) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers a period or a course it cannot give with a 4xx naming the field', async () => {
    const cases: Array<[string, number, string]> = [
      ['?from=2026-05&to=2026-01', 400, 'to'],
      ['?from=2020-01&to=2026-01', 400, 'to'],
      ['?from=2026-13', 400, 'from'],
      ['?from=1999-01', 400, 'from'],
      ['?education=abc', 400, 'education'],
      ['?education=999', 404, ''],
      ['?from=2001-01', 400, 'from'],
    ];
    for (const [query, status, field] of cases) {
      const response = await test.app.inject({
        method: 'GET',
        url: `/api/admin/statistics${query}`,
        headers: bearer(admin),
      });
      expect(response.statusCode, query).toBe(status);
      expect(response.json().field ?? '', query).toBe(field);
    }
    const table = await test.app.inject({
      method: 'GET',
      url: '/api/admin/statistics.csv?table=people',
      headers: bearer(admin),
    });
    expect(table.statusCode).toBe(400);
    expect(table.json().field).toBe('table');
  });

  it('takes an anonymous start only of a course an anonymous learner may take, and limits it per address', async () => {
    const closed = await test.app.inject({ method: 'POST', url: '/api/educations/101/started' });
    expect(closed.statusCode).toBe(401);
    const unknown = await test.app.inject({ method: 'POST', url: '/api/educations/999/started' });
    expect(unknown.statusCode).toBe(404);
    let refused = 0;
    for (let start = 0; start < 100; start += 1) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/educations/100/started',
        remoteAddress: '203.0.113.9',
      });
      refused += response.statusCode === 429 ? 1 : 0;
    }
    const over = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/started',
      remoteAddress: '203.0.113.9',
    });
    expect(refused).toBe(0);
    expect(over.statusCode).toBe(429);
  });

  it('limits anonymous passes per address and course, each a completion in the figures', async () => {
    const pass = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/educations/100/completed',
        remoteAddress: '203.0.113.20',
        payload: { answers: OPEN_COURSE_ANSWERS },
      });
    for (let attempt = 0; attempt < 100; attempt += 1) {
      expect((await pass()).statusCode).toBe(200);
    }
    const refused = await pass();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
