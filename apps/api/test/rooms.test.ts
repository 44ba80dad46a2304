import { PageSchema, RoomSchema, RoomUserSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomMembers } from '../src/db/schema';
import { savePage } from '../src/storage/content';
import { createUser, findUserByEmail } from '../src/storage/users';
import { bearer, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let elev: string;
let larare: string;
let intern: string;
let elevId: number;
let larareId: number;

beforeAll(async () => {
  test = await startTestApp();
  const db = test.database.db;
  // A group room without an education, whose members' names need Swedish order.
  await savePage(
    db,
    PageSchema.parse({
      id: 502,
      slug: 'grupprum-alfa',
      title: 'Grupprum Alfa',
      post_type: 'room',
      room_type: 'group',
      components: [],
    }),
  );
  // A room elev is not in.
  await savePage(
    db,
    PageSchema.parse({
      id: 503,
      slug: 'klassrum-9c',
      title: 'Klassrum 9C',
      post_type: 'room',
      components: [],
    }),
  );
  const names = [
    ['Örjan', 'Berg'],
    ['Åsa', 'Ärlig'],
    ['Åsa', 'Åberg'],
    ['Ärla', 'Ek'],
    ['Zelda', 'Ek'],
  ] as const;
  const others: number[] = [];
  for (const [index, [firstName, lastName]] of names.entries()) {
    const user = await createUser(db, {
      email: `medlem-${index}@example.se`,
      passwordHash: 'not-a-login',
      firstName,
      lastName,
    });
    others.push(user.id);
  }
  elevId = (await findUserByEmail(db, 'elev@example.se'))?.id ?? 0;
  larareId = (await findUserByEmail(db, 'larare@example.se'))?.id ?? 0;
  await db
    .insert(roomMembers)
    .values([
      { roomId: 502, userId: elevId, role: 'student' },
      ...others.map((userId) => ({ roomId: 502, userId, role: 'student' })),
      { roomId: 503, userId: larareId, role: 'teacher' },
    ]);
  [elev, larare, intern] = await Promise.all([
    login(test.app, 'elev@example.se'),
    login(test.app, 'larare@example.se'),
    login(test.app, 'intern@example.se'),
  ]);
}, 60_000);
afterAll(async () => {
  await test.close();
});

const rooms = (token: string | null) =>
  test.app.inject({ method: 'GET', url: '/api/user/rooms', headers: token ? bearer(token) : {} });
const roomUsers = (token: string | null, id: number | string) =>
  test.app.inject({ method: 'GET', url: `/api/user/rooms/${id}/users`, headers: token ? bearer(token) : {} });

describe('GET /api/user/rooms', () => {
  it('needs a login', async () => {
    expect((await rooms(null)).statusCode).toBe(401);
  });

  it("lists the caller's rooms with their type and education, by title", async () => {
    const response = await rooms(elev);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual([
      {
        id: 502,
        title: 'Grupprum Alfa',
        slug: 'grupprum-alfa',
        education_id: null,
        type: 'group',
        teaches: false,
      },
      {
        id: 500,
        title: 'Klassrum 7B',
        slug: 'klassrum-7b',
        education_id: 100,
        type: 'classroom',
        teaches: false,
      },
    ]);
    for (const room of body) {
      expect(RoomSchema.parse(room)).toEqual(room);
    }
  });

  it('lists only rooms one is a member of', async () => {
    expect((await rooms(larare)).json().map((room: { id: number }) => room.id)).toEqual([500, 503]);
    expect((await rooms(intern)).json()).toEqual([]);
  });
});

describe('GET /api/user/rooms/{id}/users', () => {
  it('needs a login', async () => {
    expect((await roomUsers(null, 500)).statusCode).toBe(401);
  });

  it('answers the participants with their room role and without e-mail addresses', async () => {
    const response = await roomUsers(elev, 500);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: elevId, first_name: 'Elin', last_name: 'Elev', role: 'student' },
      { id: larareId, first_name: 'Lars', last_name: 'Lärare', role: 'teacher' },
    ]);
    expect(response.body).not.toContain('@');
    for (const user of response.json()) {
      expect(RoomUserSchema.parse(user)).toEqual(user);
    }
  });

  // Code-point order would put ä before å, and a root-locale collation å next to a.
  it('sorts by first name, then last name, in Swedish order (z, å, ä, ö)', async () => {
    const names = (await roomUsers(elev, 502))
      .json()
      .map((user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`);
    expect(names).toEqual(['Elin Elev', 'Zelda Ek', 'Åsa Åberg', 'Åsa Ärlig', 'Ärla Ek', 'Örjan Berg']);
  });

  it('answers 404 to a non-member, as for a room that does not exist', async () => {
    const notMember = await roomUsers(elev, 503);
    expect(notMember.statusCode).toBe(404);
    const unknown = await roomUsers(elev, 999);
    expect(unknown.statusCode).toBe(404);
    expect(notMember.json().message).toBe(unknown.json().message);
    expect((await roomUsers(intern, 500)).statusCode).toBe(404);
  });

  it('answers 400 naming the field for a bad id', async () => {
    const response = await roomUsers(elev, 'abc');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('id');
  });
});
