import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let token: string;
beforeAll(async () => {
  test = await startTestApp();
  token = await sessionFor(test, 'elev@example.se');
});
afterAll(async () => {
  await test.close();
});

// The web app keeps the token in this cookie, URL-encoded, as `Bearer <token>`.
const tokenCookie = (value: string) => ({ cookie: `annat=1; auth._token.local=${value}; sista=2` });

describe('the auth._token.local cookie', () => {
  it('logs in a GET that has no Authorization header (a plain download link)', async () => {
    const educations = await test.app.inject({
      method: 'GET',
      url: '/api/user/educations',
      headers: tokenCookie(`Bearer%20${token}`),
    });
    expect(educations.statusCode).toBe(200);
    const certificates = await test.app.inject({
      method: 'GET',
      url: '/api/user/educations/certificates',
      headers: tokenCookie(`Bearer%20${token}`),
    });
    expect(certificates.statusCode).toBe(200);
    // The same call without the cookie: the cookie is what logged it in.
    expect((await test.app.inject({ method: 'GET', url: '/api/user/educations' })).statusCode).toBe(401);
  });

  it('is not read on a POST, which could be forged from another site', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: tokenCookie(`Bearer%20${token}`),
    });
    expect(response.statusCode).toBe(401);
    const withHeader = await test.app.inject({
      method: 'POST',
      url: '/api/user/token',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withHeader.statusCode).toBe(200);
  });

  it('does not stand in for a present but malformed Authorization header', async () => {
    for (const authorization of ['Basic abc', 'Bearer', `Token ${token}`]) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/user/educations',
        headers: { ...tokenCookie(`Bearer%20${token}`), authorization },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('logs in nobody when its value is not a bearer token', async () => {
    for (const value of [token, `Bearer%20okand-token-som-inte-finns-alls`, '%E0%A4%A', 'Bearer%20']) {
      const response = await test.app.inject({
        method: 'GET',
        url: '/api/user/educations',
        headers: tokenCookie(value),
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
