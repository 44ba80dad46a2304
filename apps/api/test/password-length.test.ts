import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../src/auth/secrets';
import { createUser } from '../src/storage/users';
import { bearer, login, startTestApp, type TestApp } from './helpers';

// Issue 21, ASVS 2.1.1: a new password has at least 12 characters; one set before keeps working.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const ELEVEN = 'elva-tecken';
const TWELVE = 'tolv-tecken!';
const OLD_SHORT = 'kort-gammalt'.slice(0, 10);

const post = (url: string, payload: Record<string, unknown>, headers = {}, remoteAddress = '127.0.0.1') =>
  test.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

describe('a new password has at least 12 characters', () => {
  it('at registration', async () => {
    const account = {
      first_name: 'Test',
      last_name: 'Testsson',
      email: 'ny-langd@example.se',
      accept_terms: true,
    };
    const short = await post('/api/user/register', { ...account, password: ELEVEN }, {}, '10.21.7.1');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'password',
      message: expect.stringContaining('minst 12 tecken'),
    });
    const long = await post('/api/user/register', { ...account, password: TWELVE }, {}, '10.21.7.2');
    expect(long.statusCode).toBe(201);
  });

  it('a password set before still logs in; changing it asks for 12', async () => {
    await createUser(test.database.db, {
      email: 'gammalt-losen@example.se',
      passwordHash: await hashPassword(OLD_SHORT),
      firstName: 'Gammal',
      lastName: 'Testsson',
      role: 'student',
      emailVerified: true,
    });
    const token = await login(test.app, 'gammalt-losen@example.se', OLD_SHORT);
    const change = (new_password: string) =>
      post('/api/user/me/password', { current_password: OLD_SHORT, new_password }, bearer(token));
    const short = await change(ELEVEN);
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      field: 'new_password',
      message: expect.stringContaining('minst 12'),
    });
    expect((await change(TWELVE)).statusCode).toBe(200);
  });

  it('at a password reset', async () => {
    await createUser(test.database.db, {
      email: 'aterstall-langd@example.se',
      passwordHash: await hashPassword(OLD_SHORT),
      firstName: 'Test',
      lastName: 'Testsson',
    });
    await post(
      '/api/user/forgot_password/get_token',
      { email: 'aterstall-langd@example.se' },
      {},
      '10.21.7.3',
    );
    const mail = await vi.waitFor(() => {
      const sent = test.mails.find((item) => item.to === 'aterstall-langd@example.se');
      expect(sent).toBeDefined();
      return sent;
    });
    const resetToken = /aterstall-losenord\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const short = await post('/api/user/forgot_password/new_password', {
      token: resetToken,
      password: ELEVEN,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ field: 'password', message: expect.stringContaining('minst 12') });
    const long = await post('/api/user/forgot_password/new_password', {
      token: resetToken,
      password: TWELVE,
    });
    expect(long.statusCode).toBe(200);
  });
});
