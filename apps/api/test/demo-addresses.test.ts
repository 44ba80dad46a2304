import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDemoAccounts } from '../src/content/demo-accounts';
import { findUserByEmail } from '../src/storage/users';
import { bearer, startTestApp, type TestApp } from './helpers';

// Issue 21: the demo accounts' addresses belong to the demo import alone. Nobody registers or
// moves an account to one, in any case, so that no real account is ever taken for a demo one.
let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
  // Free addresses: the refusal is about the address, not about an account that has it.
  await removeDemoAccounts(test.database.db);
});
afterAll(async () => {
  await test.close();
});

const PASSWORD = 'ett långt eget lösenord 2026';
let nextIp = 1;
const register = (email: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/register',
    remoteAddress: `10.30.0.${nextIp++}`,
    payload: { first_name: 'Eva', last_name: 'Elevsson', email, password: PASSWORD, accept_terms: true },
  });

describe('a demo address', () => {
  it('cannot be registered, however it is written', async () => {
    for (const email of ['elev@example.se', 'ELEV@example.se', ' Admin@Example.SE ', 'anna@EXAMPLE.se']) {
      const response = await register(email);
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email', message: expect.stringMatching(/demokonto/) });
      expect(await findUserByEmail(test.database.db, email)).toBeNull();
    }
  });

  it('cannot be taken by an e-mail change, however it is written', async () => {
    const registered = await register('eva.elevsson@example.se');
    expect(registered.statusCode, registered.body).toBe(201);
    const { token } = registered.json<{ token: string }>();
    for (const email of ['larare@example.se', 'LARARE@example.se', ' Intern@example.se']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/user/me',
        headers: bearer(token),
        payload: { first_name: 'Eva', last_name: 'Elevsson', email, current_password: PASSWORD },
      });
      expect(response.statusCode, email).toBe(400);
      expect(response.json()).toMatchObject({ field: 'email', message: expect.stringMatching(/demokonto/) });
    }
    expect(await findUserByEmail(test.database.db, 'eva.elevsson@example.se')).not.toBeNull();
  });

  it('leaves other addresses at example.se alone', async () => {
    expect((await register('elev2@example.se')).statusCode).toBe(201);
  });
});
