import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EducationSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../src/content/import';
import { decideAccessRequest, requestAccess } from '../src/storage/access';
import { saveEducation } from '../src/storage/content';
import { findUserByEmail } from '../src/storage/users';
import { bearer, FIXTURE_CONTENT, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let student: string;
let teacher: string;
let outsider: string;

// A `users` course with a comment block and an archive, besides the fixtures' open course (100)
// and `users_approved` course (101).
const MEMBERS_COURSE = EducationSchema.parse({
  id: 102,
  slug: 'kurs-for-inloggade',
  title: 'Kurs för inloggade',
  access: 'users',
  presentation: { post_id: 1020, components: [{ block_id: 'presentation', name: 'education-presentation' }] },
  chapters: [
    {
      title: 'Det hemliga kapitlet',
      episodes: [
        {
          title: 'Det hemliga avsnittet',
          post_id: 1021,
          components: [
            [
              { block_id: 'hemlig-text', name: 'text', html: '<p>Bara för inloggade</p>' },
              { block_id: 'samtal', name: 'comments' },
              { block_id: 'arkiv', name: 'education-archive' },
            ],
          ],
        },
      ],
    },
  ],
  evaluation: {
    components: [
      { block_id: 'betyg', name: 'question-radio', part: 'evaluation', answers: [{ id: '5', label: '5' }] },
    ],
  },
  completed: { components: [{ block_id: 'tack', name: 'text', html: '<p>Tack</p>' }] },
});

async function userId(email: string): Promise<number> {
  const user = await findUserByEmail(test.database.db, email);
  if (!user) {
    throw new Error(`no account ${email}`);
  }
  return user.id;
}

beforeAll(async () => {
  test = await startTestApp();
  await saveEducation(test.database.db, MEMBERS_COURSE);
  student = await sessionFor(test, 'elev@example.se');
  teacher = await sessionFor(test, 'larare@example.se');
  outsider = await sessionFor(test, 'intern@example.se');
}, 60_000);
afterAll(async () => {
  await test.close();
});

const get = (url: string, token?: string) =>
  test.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

function expectOutline(body: string, json: Record<string, unknown>, hidden: string[]) {
  for (const text of hidden) {
    expect(body).not.toContain(text);
  }
  const education = json as {
    chapters: Array<{ title: string; episodes: Array<{ title: string; components: unknown[] }> }>;
    evaluation: { components: unknown[] };
    completed: { components: unknown[] };
  };
  expect(education.chapters.length).toBeGreaterThan(0);
  for (const chapter of education.chapters) {
    expect(chapter.title).not.toBe('');
    for (const episode of chapter.episodes) {
      expect(episode.components).toEqual([]);
    }
  }
  expect(education.evaluation.components).toEqual([]);
  expect(education.completed.components).toEqual([]);
}

describe('a course the caller may not take: presentation and outline only', () => {
  it('answers a users course to an anonymous visitor without pages, blocks, evaluation or thank-you section', async () => {
    const response = await get('/api/educations/102');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Kurs för inloggade',
      access: 'users',
      presentation: { components: [{ name: 'education-presentation' }] },
      chapters: [{ title: 'Det hemliga kapitlet', episodes: [{ title: 'Det hemliga avsnittet' }] }],
    });
    expectOutline(response.body, response.json(), ['Bara för inloggade', 'hemlig-text', 'betyg', 'Tack']);
  });

  it('answers the same through the page of the course, whose presentation still works', async () => {
    const response = await get('/api/pages/kurs-for-inloggade');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ components: [{ name: 'education-presentation' }] });
    expectOutline(response.body, response.json().education, ['Bara för inloggade', 'hemlig-text']);
  });

  it('answers the whole users course to anyone logged in', async () => {
    const response = await get('/api/educations/102', outsider);
    expect(response.body).toContain('Bara för inloggade');
    expect(response.json().completed.components).toHaveLength(1);
  });

  it('answers a users_approved course as an outline until the learner is approved', async () => {
    const learner = await userId('elev@example.se');
    for (const token of [undefined, student]) {
      const response = await get('/api/educations/101', token);
      expectOutline(response.body, response.json(), ['g-1']);
      const page = await get('/api/pages/kurs-med-godkannande', token);
      expectOutline(page.body, page.json().education, ['g-1']);
    }
    await requestAccess(test.database.db, learner, 101);
    expectOutline(
      (await get('/api/educations/101', student)).body,
      (await get('/api/educations/101', student)).json(),
      ['g-1'],
    );
    await decideAccessRequest(test.database.db, learner, 101, 'approve');
    const approved = await get('/api/educations/101', student);
    expect(approved.body).toContain('g-1');
    expect(approved.json().user).toMatchObject({ status: 'approved' });
  });

  it('keeps comments on such a course for those who may take it, reading and writing', async () => {
    for (const postId of [102, 1021, 1020]) {
      expect((await get(`/api/comments/${postId}`)).statusCode).toBe(404);
      expect((await get(`/api/comments/${postId}`, outsider)).statusCode).toBe(200);
    }
    const anonymousPost = await test.app.inject({
      method: 'POST',
      url: '/api/comments/1021',
      payload: { comment: 'Hej' },
    });
    expect(anonymousPost.statusCode).toBe(401);
    const posted = await test.app.inject({
      method: 'POST',
      url: '/api/comments/1021',
      headers: bearer(outsider),
      payload: { comment: 'Hej' },
    });
    expect(posted.statusCode).toBe(201);
  });

  it('takes evaluation answers only from those who may take the course', async () => {
    const save = (token?: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/educations/102/evaluation/update',
        headers: token ? bearer(token) : {},
        payload: { answers: [{ block_id: 'betyg', values: ['5'] }] },
      });
    expect((await save()).statusCode).toBe(401);
    // One who may take it is past the access check, and needs a pass (issue 37).
    const saved = await save(outsider);
    expect(saved.statusCode).toBe(403);
    expect(saved.json().message).toBe('Utvärderingen kan lämnas när du har slutfört och klarat utbildningen');
  });

  it('keeps comments and archives of a users_approved course from a learner who is not approved', async () => {
    const approvedCourse = EducationSchema.parse({
      ...MEMBERS_COURSE,
      id: 103,
      slug: 'godkand-kurs-med-samtal',
      access: 'users_approved',
      presentation: { post_id: 1030, components: [] },
      chapters: [
        {
          title: 'K',
          episodes: [
            {
              title: 'E',
              post_id: 1031,
              components: [
                [
                  { block_id: 'samtal', name: 'comments' },
                  { block_id: 'arkiv', name: 'education-archive' },
                ],
              ],
            },
          ],
        },
      ],
    });
    await saveEducation(test.database.db, approvedCourse);
    expect((await get('/api/comments/1031', teacher)).statusCode).toBe(404);
    expect((await get('/api/blocks/form/arkiv/1031', teacher)).statusCode).toBe(404);
    const posted = await test.app.inject({
      method: 'POST',
      url: '/api/comments/1031',
      headers: bearer(teacher),
      payload: { comment: 'Hej' },
    });
    expect(posted.statusCode).toBe(404);

    const learner = await userId('larare@example.se');
    await requestAccess(test.database.db, learner, 103);
    await decideAccessRequest(test.database.db, learner, 103, 'approve');
    expect((await get('/api/comments/1031', teacher)).statusCode).toBe(200);
    expect((await get('/api/blocks/form/arkiv/1031', teacher)).statusCode).toBe(200);
  });
});

describe('rooms are for their members', () => {
  it('answers a room page to its members only; to everyone else it does not exist', async () => {
    expect((await get('/api/pages/klassrum-7b', student)).statusCode).toBe(200);
    expect((await get('/api/pages/klassrum-7b', teacher)).statusCode).toBe(200);
    for (const token of [undefined, outsider]) {
      const response = await get('/api/pages/klassrum-7b', token);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Klassrum 7B');
      expect((await get('/api/comments/500', token)).statusCode).toBe(404);
      if (token) {
        expect((await get('/api/user/rooms/500/users', token)).statusCode).toBe(404);
      }
    }
  });

  it('takes the access of a member the re-imported room file no longer names', async () => {
    const directory = mkdtempSync(path.join(tmpdir(), 'jb-content-'));
    try {
      cpSync(FIXTURE_CONTENT, directory, { recursive: true });
      const roomFile = path.join(directory, 'rooms/klassrum.json');
      const room = JSON.parse(readFileSync(roomFile, 'utf8')) as { members: Array<{ email: string }> };
      room.members = room.members.filter((member) => member.email !== 'elev@example.se');
      writeFileSync(roomFile, JSON.stringify(room));
      await importContent(test.database.db, directory);
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
    expect((await get('/api/pages/klassrum-7b', student)).statusCode).toBe(404);
    expect((await get('/api/user/rooms/500/users', student)).statusCode).toBe(404);
    expect((await get('/api/comments/500', student)).statusCode).toBe(404);
    expect(await (await get('/api/user/rooms', student)).json()).toEqual([]);
    const members = await get('/api/user/rooms/500/users', teacher);
    expect(members.json().map((member: { first_name: string }) => member.first_name)).not.toContain('Elev');
    expect(members.json()).toHaveLength(1);

    // Importing the fixtures again gives it back.
    await importContent(test.database.db, FIXTURE_CONTENT);
    expect((await get('/api/pages/klassrum-7b', student)).statusCode).toBe(200);
  });
});

describe('the answer key of a course that gives a certificate stays on the server', () => {
  it('sends the questions without correct flags or feedback, marked check_on_server', async () => {
    for (const token of [undefined, student]) {
      const response = await get('/api/educations/100', token);
      expect(response.body).not.toContain('"correct":true');
      const question = response
        .json()
        .chapters[0].episodes[0].components[0].find(
          (block: { block_id: string }) => block.block_id === 'fraga-1',
        );
      expect(question).toMatchObject({ has_correction: true, check_on_server: true });
      const page = await get('/api/pages/oppen-kurs', token);
      expect(page.body).not.toContain('"correct":true');
    }
  });

  it('checks an answer on the server: the result, and nothing about the other options', async () => {
    const check = (values: string[]) =>
      test.app.inject({
        method: 'POST',
        url: '/api/educations/100/check',
        payload: { answers: [{ block_id: 'fraga-1', values }] },
      });
    const right = await check(['ja']);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ results: [{ block_id: 'fraga-1', result: 'correct' }] });
    expect((await check(['nej'])).json()).toEqual({ results: [{ block_id: 'fraga-1', result: 'wrong' }] });
  });

  it('checks only for those who may take the course, and names a bad field', async () => {
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/educations/101/check',
      payload: { answers: [{ block_id: 'g-1', values: ['a'] }] },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/check',
      payload: { answers: [{ block_id: 'fraga-1', values: 'ja' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('answers[0].values');
  });

  it('still passes a learner on the server by the whole key', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/educations/100/completed',
      payload: {
        answers: [
          { block_id: 'fraga-1', values: ['nej'] },
          { block_id: 'fraga-2', values: ['svar'] },
        ],
      },
    });
    // Not passed, with every question answered: which one is wrong is not said (issue 21).
    expect(response.json()).toEqual({ passed: false, unanswered: [] });
  });
});

describe('a course not open now: presentation and outline only (issue 38)', () => {
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const course = (id: number, slug: string, available: { from?: number; to?: number }) =>
    EducationSchema.parse({ ...MEMBERS_COURSE, id, slug, access: 'open', available });

  it('sends a coming course to anyone without its pages, through the course and its page', async () => {
    await saveEducation(test.database.db, course(103, 'kommande-kurs', { from: nowSeconds() + 86_400 }));
    for (const token of [undefined, student]) {
      const response = await get('/api/educations/103', token);
      expect(response.statusCode).toBe(200);
      expectOutline(response.body, response.json(), ['Bara för inloggade', 'hemlig-text', 'betyg', 'Tack']);
    }
    const page = await get('/api/pages/kommande-kurs');
    expectOutline(page.body, page.json().education, ['Bara för inloggade', 'hemlig-text']);
  });

  it('sends an ended course as an outline, but whole to a logged-in learner who completed it', async () => {
    await saveEducation(test.database.db, course(104, 'avslutad-kurs', {}));
    const completed = await test.app.inject({
      method: 'POST',
      url: '/api/educations/104/completed',
      headers: bearer(student),
      payload: { answers: [] },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    await saveEducation(test.database.db, course(104, 'avslutad-kurs', { to: nowSeconds() - 60 }));
    for (const token of [undefined, teacher]) {
      const response = await get('/api/educations/104', token);
      expectOutline(response.body, response.json(), ['Bara för inloggade', 'hemlig-text', 'betyg', 'Tack']);
    }
    const own = await get('/api/educations/104', student);
    expect(own.body).toContain('Bara för inloggade');
    expect(own.json().user.status).toBe('completed');
  });
});
