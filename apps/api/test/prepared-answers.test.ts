import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding } from '../src/http/prepared-answer';
import { bearer, publishEducationChange, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 25: what every anonymous caller gets the same is serialized, compressed and tagged once
// per freshness window; a publish shows at once.
let test: TestApp;
let admin: string;

beforeAll(async () => {
  test = await startTestApp();
  admin = await sessionFor(test, 'admin@example.se');
});

afterAll(async () => {
  await test.close();
});

describe('prepared anonymous answers', () => {
  for (const url of ['/api/educations/100', '/api/site-settings', '/api/pages/oppen-kurs']) {
    it(`${url}: brotli, gzip and plain bytes say the same`, async () => {
      const plain = await test.app.inject({ method: 'GET', url });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(String(plain.headers.vary)).toContain('Accept-Encoding');
      const br = await test.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gzip = await test.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip;q=1, br;q=0' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    });
  }

  it('shows a publish to the next anonymous reader, without waiting for the window', async () => {
    const before = await test.app.inject({ method: 'GET', url: '/api/educations/100' });
    await publishEducationChange(test, admin, 100, { title: 'En ny titel, publicerad' });
    const after = await test.app.inject({ method: 'GET', url: '/api/educations/100' });
    expect((after.json() as { title: string }).title).toBe('En ny titel, publicerad');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('gives a signed-in caller their own answer, never the shared bytes', async () => {
    const own = await test.app.inject({ method: 'GET', url: '/api/educations/100', headers: bearer(admin) });
    expect(own.statusCode).toBe(200);
    expect((own.json() as { user: unknown }).user).not.toBeNull();
    expect(own.headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for a course or page that is not there, and a room as if it were not', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/educations/999999' })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/pages/finns-inte' })).statusCode).toBe(404);
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
    ['BR', 'br'],
  ] as const)('%s → %s', (header, encoding) => {
    expect(acceptedEncoding(header)).toBe(encoding);
  });
});
