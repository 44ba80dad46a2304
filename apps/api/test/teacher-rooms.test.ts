import { TeacherRoomSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importContent } from '../src/content/import';
import { roomInvites, roomMembers } from '../src/db/schema';
import { createUser, findUserByEmail } from '../src/storage/users';
import {
  bearer,
  FIXTURE_CONTENT,
  OPEN_COURSE_ANSWERS,
  sessionFor,
  startTestApp,
  type TestApp,
} from './helpers';

// Issue 14: a teacher's classroom page (join code, pupils, results, CSV) and a pupil joining.
const ROOM = 500; // klassrum-7b: larare teaches, elev is a pupil, the course is oppen-kurs (100).

let test: TestApp;
let teacher: string;
let pupil: string;
let anna: string;
let admin: string;
let otherTeacher: string;
let annaId: number;

beforeAll(async () => {
  test = await startTestApp();
  await createUser(test.database.db, {
    email: 'annan-larare@example.se',
    passwordHash: 'not-a-login',
    firstName: 'Ola',
    lastName: '=HYPERLINK("x")',
    role: 'teacher',
  });
  [teacher, pupil, anna, admin, otherTeacher] = await Promise.all([
    sessionFor(test, 'larare@example.se'),
    sessionFor(test, 'elev@example.se'),
    sessionFor(test, 'anna@example.se'),
    sessionFor(test, 'admin@example.se'),
    sessionFor(test, 'annan-larare@example.se'),
  ]);
  annaId = (await findUserByEmail(test.database.db, 'anna@example.se'))?.id ?? 0;
});

afterAll(() => test?.close());

const get = (url: string, token?: string) =>
  test.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const post = (url: string, token: string, payload?: unknown) =>
  test.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

describe.sequential('a teacher invites a pupil, who joins and shows in the results', () => {
  let code = '';

  it('the teacher sees the room with its pupils and no code yet', async () => {
    const response = await get(`/api/teacher/rooms/${ROOM}`, teacher);
    expect(response.statusCode).toBe(200);
    const room = TeacherRoomSchema.parse(response.json());
    expect(room.invite).toBeNull();
    expect(room.members.map((member) => member.first_name)).toEqual(['Elin']);
    expect(room.education_title).toBeTruthy();
  });

  it('the teacher makes a code that works for 14 days', async () => {
    const response = await post(`/api/teacher/rooms/${ROOM}/invite`, teacher);
    expect(response.statusCode).toBe(200);
    const invite = response.json<{ code: string; expires_at: number }>();
    code = invite.code;
    expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    const days = (invite.expires_at * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('a pupil joins with the code however it is typed; a second time changes nothing', async () => {
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)} `;
    const first = await post('/api/user/rooms/join', anna, { code: typed });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: ROOM, slug: 'klassrum-7b', joined: true });
    const again = await post('/api/user/rooms/join', anna, { code });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ joined: false });
    const rooms = (await get('/api/user/rooms', anna)).json<Array<{ id: number; teaches: boolean }>>();
    expect(rooms).toEqual([expect.objectContaining({ id: ROOM, teaches: false })]);
    const teacherRooms = (await get('/api/user/rooms', teacher)).json<
      Array<{ id: number; teaches: boolean }>
    >();
    expect(teacherRooms).toEqual([expect.objectContaining({ id: ROOM, teaches: true })]);
  });

  it('a wrong, empty or renewed-away code is refused naming the field', async () => {
    const wrong = await post('/api/user/rooms/join', pupil, { code: 'AAAAAAAA' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ field: 'code' });
    expect((await post('/api/user/rooms/join', pupil, { code: '' })).json()).toMatchObject({ field: 'code' });
    expect((await post('/api/user/rooms/join', pupil, {})).statusCode).toBe(400);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/user/rooms/join', payload: { code } })).statusCode,
    ).toBe(401);
  });

  it('an expired code is refused like an unknown one', async () => {
    const renewed = (await post(`/api/teacher/rooms/${ROOM}/invite`, teacher)).json<{ code: string }>();
    expect(renewed.code).not.toBe(code);
    expect((await post('/api/user/rooms/join', pupil, { code })).statusCode).toBe(400);
    await test.database.db.update(roomInvites).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post('/api/user/rooms/join', pupil, { code: renewed.code });
    expect(expired.statusCode).toBe(400);
    const room = TeacherRoomSchema.parse((await get(`/api/teacher/rooms/${ROOM}`, teacher)).json());
    expect(room.invite).toMatchObject({ code: renewed.code, expired: true });
    code = (await post(`/api/teacher/rooms/${ROOM}/invite`, teacher)).json<{ code: string }>().code;
  });

  it('the results show each pupil’s status, chapters and completion as the engine decides', async () => {
    await post('/api/user/educations/100/progress', anna, { answers: OPEN_COURSE_ANSWERS.slice(0, 1) });
    const results = (await get(`/api/teacher/rooms/${ROOM}/results`, teacher)).json<
      Array<{
        first_name: string;
        status: string;
        status_name: string;
        chapters_done: number;
        chapters_total: number;
      }>
    >();
    expect(results.map((row) => row.first_name).sort()).toEqual(['Anna', 'Elin']);
    const annaRow = results.find((row) => row.first_name === 'Anna');
    expect(annaRow).toMatchObject({ status: 'progress', status_name: 'Påbörjad' });
    expect(annaRow?.chapters_total).toBeGreaterThan(0);
    expect(results.find((row) => row.first_name === 'Elin')).toMatchObject({
      status: 'none',
      status_name: 'Inte påbörjad',
      chapters_done: 0,
      completed_at: null,
    });
  });

  it('the CSV has a BOM, Swedish headings, semicolons and the same rows', async () => {
    const response = await get(`/api/teacher/rooms/${ROOM}/results.csv`, teacher);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="resultat-klassrum-7b.csv"');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Förnamn;Efternamn;Utbildning;Status;Kapitel klara;Kapitel totalt;Genomförd');
    expect(lines.some((line) => line.startsWith('Anna;Andersson;') && line.includes(';Påbörjad;'))).toBe(
      true,
    );
    expect(lines).toHaveLength(3);
  });

  it('the teacher removes a pupil, who then no longer sees the room', async () => {
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/teacher/rooms/${ROOM}/members/${annaId}`,
      headers: bearer(teacher),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/user/rooms', anna)).json()).toEqual([]);
    const again = await test.app.inject({
      method: 'DELETE',
      url: `/api/teacher/rooms/${ROOM}/members/${annaId}`,
      headers: bearer(teacher),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('who may see a room’s teacher pages', () => {
  const teacherCalls = [
    `/api/teacher/rooms/${ROOM}`,
    `/api/teacher/rooms/${ROOM}/results`,
    `/api/teacher/rooms/${ROOM}/results.csv`,
  ];

  it('a pupil of the room gets 404 on every teacher call, as if the room did not exist', async () => {
    for (const url of teacherCalls) {
      expect((await get(url, pupil)).statusCode, url).toBe(404);
    }
    expect((await post(`/api/teacher/rooms/${ROOM}/invite`, pupil)).statusCode).toBe(404);
  });

  it('a teacher of another room gets 404; nobody logged in gets 401', async () => {
    for (const url of teacherCalls) {
      expect((await get(url, otherTeacher)).statusCode, url).toBe(404);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('a teacher cannot remove another teacher; an administrator manages every room', async () => {
    const teacherId = (await findUserByEmail(test.database.db, 'larare@example.se'))?.id;
    const response = await test.app.inject({
      method: 'DELETE',
      url: `/api/teacher/rooms/${ROOM}/members/${teacherId}`,
      headers: bearer(teacher),
    });
    expect(response.statusCode).toBe(404);
    expect((await get(`/api/teacher/rooms/${ROOM}/results`, admin)).statusCode).toBe(200);
  });

  it('bad ids are a 400 naming the parameter', async () => {
    expect((await get('/api/teacher/rooms/abc', teacher)).json()).toMatchObject({ field: 'id' });
    expect((await get('/api/teacher/rooms/99999999999', teacher)).statusCode).toBe(400);
  });
});

describe('a code fits its kind of room', () => {
  it('a group room’s code lets internal users in, and nobody else', async () => {
    const admin = await sessionFor(test, 'admin@example.se');
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/admin/rooms',
      headers: bearer(admin),
      payload: { title: 'Grupp för interna', type: 'group', education_id: 100 },
    });
    const room = created.json<{ id: number }>();
    const code = (await post(`/api/teacher/rooms/${room.id}/invite`, admin)).json<{ code: string }>().code;
    const outsider = await post('/api/user/rooms/join', pupil, { code });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toMatchObject({ field: 'code' });
    const intern = await sessionFor(test, 'intern@example.se');
    expect((await post('/api/user/rooms/join', intern, { code })).statusCode).toBe(201);
    const members = (await get(`/api/teacher/rooms/${room.id}`, admin)).json<{
      members: Array<{ role: string }>;
    }>();
    expect(members.members).toEqual([expect.objectContaining({ role: 'internal_student' })]);
  });
});

describe('an import keeps members added on the website', () => {
  it('the content file’s list no longer removes a pupil who joined with a code', async () => {
    const code = (await post(`/api/teacher/rooms/${ROOM}/invite`, teacher)).json<{ code: string }>().code;
    expect((await post('/api/user/rooms/join', anna, { code })).statusCode).toBe(201);
    await importContent(test.database.db, FIXTURE_CONTENT);
    const rooms = (await get('/api/user/rooms', anna)).json<Array<{ id: number }>>();
    expect(rooms.map((room) => room.id)).toEqual([ROOM]);
  });
});

describe('a room’s teacher pages list pupils only', () => {
  it('an administrator who is a member is not a pupil: not listed, not removable, not in the results or CSV', async () => {
    const adminId = (await findUserByEmail(test.database.db, 'admin@example.se'))?.id ?? 0;
    await test.database.db
      .insert(roomMembers)
      .values({ roomId: ROOM, userId: adminId, role: 'student', source: 'site' })
      .onConflictDoNothing();
    const room = TeacherRoomSchema.parse((await get(`/api/teacher/rooms/${ROOM}`, teacher)).json());
    expect(room.members.map((member) => member.id)).not.toContain(adminId);
    const results = (await get(`/api/teacher/rooms/${ROOM}/results`, teacher)).json<
      Array<{ user_id: number }>
    >();
    expect(results.length).toBeGreaterThan(0);
    expect(results.map((row) => row.user_id)).not.toContain(adminId);
    const csv = (await get(`/api/teacher/rooms/${ROOM}/results.csv`, teacher)).body;
    expect(csv).not.toContain('Admin');
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/teacher/rooms/${ROOM}/members/${adminId}`,
      headers: bearer(teacher),
    });
    expect(removed.statusCode).toBe(404);
  });
});

describe('a join link names its room before anyone joins (issue 21)', () => {
  it('tells the room’s name without joining; an unknown code or the wrong kind of account is a 404', async () => {
    await createUser(test.database.db, {
      email: 'forhandsvisning@example.se',
      passwordHash: 'not-a-login',
      firstName: 'Fia',
      lastName: 'Förhand',
      role: 'student',
    });
    const visitor = await sessionFor(test, 'forhandsvisning@example.se');
    const code = (await post(`/api/teacher/rooms/${ROOM}/invite`, teacher)).json<{ code: string }>().code;
    const preview = await get(`/api/user/rooms/join?code=${code.toLowerCase()}`, visitor);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ title: 'Klassrum 7B', member: false });
    expect((await get('/api/user/rooms', visitor)).json()).toEqual([]);

    const unknown = await get('/api/user/rooms/join?code=AAAAAAAA', visitor);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Koden finns inte eller har gått ut. Be din lärare om en ny kod.');
    const intern = await sessionFor(test, 'intern@example.se');
    expect((await get(`/api/user/rooms/join?code=${code}`, intern)).statusCode).toBe(404);
    expect((await get('/api/user/rooms/join', visitor)).json()).toMatchObject({ field: 'code' });
    expect((await get(`/api/user/rooms/join?code=${code}`)).statusCode).toBe(401);
    expect((await get(`/api/user/rooms/join?code=${code}`, pupil)).json()).toEqual({
      title: 'Klassrum 7B',
      member: true,
    });
  });

  it('counts against the same limit as joining: looking is no way around it', async () => {
    await createUser(test.database.db, {
      email: 'gissare@example.se',
      passwordHash: 'not-a-login',
      firstName: 'Gus',
      lastName: 'Gissare',
      role: 'student',
    });
    const guesser = await sessionFor(test, 'gissare@example.se');
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await get('/api/user/rooms/join?code=AAAAAAAA', guesser)).statusCode).toBe(404);
    }
    expect((await get('/api/user/rooms/join?code=AAAAAAAA', guesser)).statusCode).toBe(429);
    expect((await post('/api/user/rooms/join', guesser, { code: 'AAAAAAAA' })).statusCode).toBe(429);
  });
});
