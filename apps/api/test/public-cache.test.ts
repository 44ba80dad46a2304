import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CACHE_CONTROL } from '../src/http/public-cache';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 13: what is the same for every anonymous caller may be kept by a CDN or browser and
// revalidated for free; nothing a learner's session shapes is ever shared.
let test: TestApp;
let token: string;

beforeAll(async () => {
  test = await startTestApp();
  token = await sessionFor(test, 'elev@example.se');
});

afterAll(async () => {
  await test.close();
});

describe('public content', () => {
  for (const url of ['/api/educations/100', '/api/educations', '/api/site-settings']) {
    it(`${url}: anonymous answers are public, tagged, and a 304 when unchanged`, async () => {
      const first = await test.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.vary).toContain('Authorization');
      const tag = String(first.headers.etag);
      expect(tag).toMatch(/^W\/"[\w-]+"$/);

      const again = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(tag);

      const stale = await test.app.inject({ method: 'GET', url, headers: { 'if-none-match': 'W/"old"' } });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }

  it('keeps a signed-in learner’s copy of a course private, without a tag to revalidate', async () => {
    for (const url of ['/api/educations/100', '/api/educations']) {
      const answer = await test.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers.etag).toBeUndefined();
    }
  });

  it('keeps pages private: they carry the caller’s address (the cookie popup needs it)', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/api/pages/oppen-kurs' });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers.etag).toBeUndefined();
  });
});
