import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/secrets';
import { sessions } from '../src/db/schema';
import { bearer, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(async () => {
  await test.close();
});

const registration = {
  first_name: 'Sara',
  last_name: 'Svensson',
  email: 'sara@example.se',
  password: 'ett-langt-losenord',
  organization: 1,
  work_title: 10,
  accept_terms: true,
};

describe('POST /api/user/login', () => {
  it('answers a bearer token for the right password, and the token gives the user', async () => {
    const token = await login(test.app, 'larare@example.se');
    const me = await test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      first_name: 'Lars',
      role: 'teacher',
      scope: ['teacher'],
      email_verified: true,
      loggedIn: true,
    });
    expect(me.body).not.toContain('password');
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    await expect(login(test.app, '  LARARE@example.SE ')).resolves.toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'larare@example.se', password: 'fel-losenord' },
    });
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ingen@example.se', password: 'fel-losenord' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('answers 400 naming the field for a malformed body, and for malformed JSON', async () => {
    const bad = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'inte-en-adress' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'email' });
    const broken = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
  });
});

describe('POST /api/user/token', () => {
  it('answers 401 without a token, with an unknown token, and with a malformed header', async () => {
    for (const authorization of [undefined, 'Bearer okand-token-som-inte-finns-alls', 'Basic abc']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/user/token',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401 });
    }
  });
});

describe('expired sessions', () => {
  it('answer 401 once the session has expired', async () => {
    const token = await login(test.app, 'intern@example.se');
    await test.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const me = await test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token: it no longer gives the user', async () => {
    const token = await login(test.app, 'elev@example.se');
    const logout = await test.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    const me = await test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });
});

describe('POST /api/user/register', () => {
  it('creates a student account with an unverified e-mail and logs it in', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: registration,
    });
    expect(response.statusCode).toBe(201);
    const me = await test.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: bearer(response.json().token),
    });
    // A known role (SPEC §6), so my pages open to a self-registered learner (docs/decisions.md).
    expect(me.json().user).toMatchObject({
      first_name: 'Sara',
      email_verified: false,
      role: 'student',
      scope: ['student'],
    });
  });

  it('refuses a second account with the same e-mail, naming the field', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...registration, email: 'SARA@example.se' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('email');
  });

  it.each([
    ['password', { password: 'kort' }],
    ['email', { email: 'sara@' }],
    ['first_name', { first_name: '  ' }],
    ['accept_terms', { accept_terms: false }],
    ['organization', { organization: 999 }],
    ['work_title', { work_title: 999 }],
  ])('answers 400 with field %s for bad input', async (field, change) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { ...registration, email: `ny-${field}@example.se`, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
  });
});
