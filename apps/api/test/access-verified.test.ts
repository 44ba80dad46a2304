import { AdminAccessRequestSchema } from '@jamstalldhet/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema';
import { requestAccess } from '../src/storage/access';
import { createUser } from '../src/storage/users';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 21: only a learner with a verified address may ask for access to a `users_approved`
// course; the administrators see whether each requester's address is verified.

let test: TestApp;
let anna: string;
let elev: string;
let admin: string;

beforeAll(async () => {
  test = await startTestApp();
  [anna, elev, admin] = await Promise.all([
    sessionFor(test, 'anna@example.se'),
    sessionFor(test, 'elev@example.se'),
    sessionFor(test, 'admin@example.se'),
  ]);
}, 60_000);
afterAll(async () => {
  await test?.close();
});

const ask = (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/user/request_access/101', headers: bearer(token) });
const mine = async (token: string) =>
  (await test.app.inject({ method: 'GET', url: '/api/user/request_access', headers: bearer(token) })).json();

describe('asking for access needs a verified address', () => {
  it('refuses a learner whose address is not verified, in Swedish, and makes no request', async () => {
    const response = await ask(anna); // anna@example.se has not verified her address
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/^Bekräfta din e-postadress/);
    expect(await mine(anna)).toEqual([]);
  });

  it('takes the request once the address is verified', async () => {
    await test.database.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, 'anna@example.se'));
    expect((await ask(anna)).statusCode).toBe(201);
    expect((await ask(elev)).statusCode).toBe(201);
  });

  it('shows the administrators whether each requester’s address is verified', async () => {
    // A request from before the rule, by an account that has not verified its address.
    const early = await createUser(test.database.db, {
      email: 'tidig@example.se',
      passwordHash: 'not-a-login',
      firstName: 'Tove',
      lastName: 'Tidig',
    });
    await requestAccess(test.database.db, early.id, 101);
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/admin/access_requests',
      headers: bearer(admin),
    });
    const requests = z.array(AdminAccessRequestSchema).parse(response.json());
    const verified = Object.fromEntries(requests.map((request) => [request.email, request.email_verified]));
    expect(verified).toEqual({
      'anna@example.se': true,
      'elev@example.se': true,
      'tidig@example.se': false,
    });
  });
});
