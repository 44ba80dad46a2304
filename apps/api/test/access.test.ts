import { courseStatus } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/secrets';
import { createUser, findUserByEmail } from '../src/storage/users';
import { bearer, DEMO_PASSWORD, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let elev: string;
let intern: string;
let admin: string;
let internAdmin: string;
let elevId: number;
let internId: number;
let annaId: number;

beforeAll(async () => {
  test = await startTestApp();
  await createUser(test.database.db, {
    email: 'intern-admin@example.se',
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstName: 'Inez',
    lastName: 'Internadmin',
    role: 'internal_administrator',
    emailVerified: true,
  });
  [elev, intern, admin, internAdmin] = await Promise.all([
    login(test.app, 'elev@example.se'),
    login(test.app, 'intern@example.se'),
    login(test.app, 'admin@example.se'),
    login(test.app, 'intern-admin@example.se'),
  ]);
  const idOf = async (email: string) => (await findUserByEmail(test.database.db, email))?.id ?? 0;
  [elevId, internId, annaId] = await Promise.all([
    idOf('elev@example.se'),
    idOf('intern@example.se'),
    idOf('anna@example.se'),
  ]);
  // Five scrypt hashes (32 MiB each) on a shared machine: more than the default hook time.
}, 60_000);
afterAll(async () => {
  await test.close();
});

const ask = (token: string | null, educationId: number | string = 101) =>
  test.app.inject({
    method: 'POST',
    url: `/api/user/request_access/${educationId}`,
    headers: token ? bearer(token) : {},
  });
const mine = (token: string) =>
  test.app.inject({ method: 'GET', url: '/api/user/request_access', headers: bearer(token) });
const adminList = (token: string | null, query = '') =>
  test.app.inject({
    method: 'GET',
    url: `/api/admin/access_requests${query}`,
    headers: token ? bearer(token) : {},
  });
const decide = (
  token: string | null,
  decision: 'approve' | 'deny',
  userId: number | string,
  educationId = 101,
) =>
  test.app.inject({
    method: 'POST',
    url: `/api/admin/access_requests/${educationId}/${userId}/${decision}`,
    headers: token ? bearer(token) : {},
  });
const education = async (token: string) =>
  (
    await test.app.inject({ method: 'GET', url: '/api/educations/101', headers: bearer(token) })
  ).json<Education>();
const saveProgress = (token: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/educations/101/progress',
    headers: bearer(token),
    payload: { answers: [{ block_id: 'g-1', values: ['a'] }] },
  });
const statusFor = async (token: string) => courseStatus(await education(token), { loggedIn: true });

describe('POST /api/user/request_access/{educationId}', () => {
  it('needs a login', async () => {
    expect((await ask(null)).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/user/request_access' })).statusCode).toBe(401);
  });

  it('refuses a course that needs no approval, an unknown course and a bad id', async () => {
    const open = await ask(elev, 100);
    expect(open.statusCode).toBe(400);
    expect(open.json().message).toBe('Utbildningen kräver ingen ansökan');
    expect((await ask(elev, 999)).statusCode).toBe(404);
    const bad = await ask(elev, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('educationId');
    expect((await mine(elev)).json()).toEqual([]);
  });

  it('before a request: approval required, and progress is refused', async () => {
    expect((await education(elev)).user?.status).toBeNull();
    expect(await statusFor(elev)).toBe('approval_required');
    expect((await saveProgress(elev)).statusCode).toBe(403);
  });

  it('creates one pending request; asking again answers the same status without a duplicate', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await ask(elev);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ status: 'pending' });
    const again = await ask(elev);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'pending' });

    const requests = (await mine(elev)).json();
    expect(requests).toEqual([
      {
        education_id: 101,
        education_title: 'Kurs med godkännande',
        status: 'pending',
        created_at: expect.any(Number),
      },
    ]);
    expect(requests[0].created_at).toBeGreaterThanOrEqual(before - 1);
    expect(requests[0].created_at).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 1);
    expect(await statusFor(elev)).toBe('approval_pending');
    // Pending is not approved: still no answers.
    expect((await saveProgress(elev)).statusCode).toBe(403);
  });

  it('shows a learner only their own requests', async () => {
    expect((await mine(intern)).json()).toEqual([]);
  });
});

describe('administrators decide access requests', () => {
  it('lists requests for administrators only', async () => {
    expect((await adminList(null)).statusCode).toBe(401);
    expect((await adminList(elev)).statusCode).toBe(403);
    const response = await adminList(admin, '?status=pending');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        user_id: elevId,
        first_name: 'Elin',
        last_name: 'Elev',
        email: 'elev@example.se',
        email_verified: true,
        organization: null,
        work_title: null,
        education_id: 101,
        education_title: 'Kurs med godkännande',
        education_slug: 'kurs-med-godkannande',
        status: 'pending',
        created_at: expect.any(Number),
        decided_at: null,
      },
    ]);
    expect((await adminList(internAdmin)).json()).toHaveLength(1);
  });

  it('answers 400 naming the field for a bad status filter', async () => {
    const response = await adminList(admin, '?status=denied');
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('status');
  });

  it('refuses decisions by anonymous and non-administrators, and changes nothing', async () => {
    expect((await decide(null, 'approve', elevId)).statusCode).toBe(401);
    expect((await decide(elev, 'approve', elevId)).statusCode).toBe(403);
    expect((await decide(intern, 'deny', elevId)).statusCode).toBe(403);
    expect((await mine(elev)).json()[0].status).toBe('pending');
    expect(test.mails).toHaveLength(0);
  });

  it('answers 404 for a request that does not exist and 400 for bad ids', async () => {
    expect((await decide(admin, 'approve', annaId)).statusCode).toBe(404);
    expect((await decide(admin, 'deny', annaId)).statusCode).toBe(404);
    expect((await decide(admin, 'approve', elevId, 100)).statusCode).toBe(404);
    const bad = await decide(admin, 'approve', 'x');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('userId');
  });

  it('approves: the learner is mailed, the course shows approved and progress is allowed', async () => {
    const response = await decide(admin, 'approve', elevId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'approved', mailed: true });
    expect(test.mails).toHaveLength(1);
    expect(test.mails[0]).toMatchObject({ to: 'elev@example.se', kind: 'access-decision' });
    expect(test.mails[0]?.text).toContain('/kurs-med-godkannande');

    expect((await education(elev)).user?.status).toBe('approved');
    expect((await saveProgress(elev)).statusCode).toBe(200);
    expect((await mine(elev)).json()[0].status).toBe('approved');
    expect((await ask(elev)).json()).toEqual({ status: 'approved' });

    expect((await adminList(admin, '?status=pending')).json()).toEqual([]);
    const approved = (await adminList(admin, '?status=approved')).json();
    expect(approved).toHaveLength(1);
    expect(approved[0].decided_at).toEqual(expect.any(Number));
  });

  it('approving twice changes nothing and mails nobody again', async () => {
    const again = await decide(admin, 'approve', elevId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'approved', mailed: false });
    expect(test.mails).toHaveLength(1);
  });

  it('denies (an internal administrator may too): the request is removed and the learner may ask anew', async () => {
    expect((await ask(intern)).statusCode).toBe(201);
    const response = await decide(internAdmin, 'deny', internId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'denied', mailed: true });
    expect(test.mails.at(-1)).toMatchObject({ to: 'intern@example.se', kind: 'access-decision' });

    expect((await mine(intern)).json()).toEqual([]);
    expect(await statusFor(intern)).toBe('approval_required');
    expect((await saveProgress(intern)).statusCode).toBe(403);
    expect((await decide(admin, 'deny', internId)).statusCode).toBe(404);

    const anew = await ask(intern);
    expect(anew.statusCode).toBe(201);
    expect(anew.json()).toEqual({ status: 'pending' });
  });
});
