import { type IncomingMessage, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, publishEducationChange, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 25: anonymous readers of prepared content are answered in front of Fastify with what
// Fastify sent the first reader (src/http/answer-replay.ts). These requests go over real HTTP:
// `inject` never passes the server's own request handler.
const METRICS_TOKEN = 'replay-test-metrics-token-0123456789';
let test: TestApp;
let origin: string;
let admin: string;
// Requests that reached Fastify (a replayed one does not).
let reachedFastify = 0;

beforeAll(async () => {
  test = await startTestApp({ METRICS_TOKEN });
  test.app.addHook('onRequest', async () => {
    reachedFastify += 1;
  });
  origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await sessionFor(test, 'admin@example.se');
});

afterAll(async () => {
  await test.close();
});

beforeEach(() => {
  test.app.accepting.value = true;
});

/**
 * A GET over HTTP with its raw bytes (node:http, since fetch unpacks what it is sent), and
 * whether it reached Fastify.
 */
async function get(url: string, headers: Record<string, string> = {}) {
  const before = reachedFastify;
  const response = await new Promise<IncomingMessage>((resolve, reject) =>
    request(`${origin}${url}`, { headers, agent: false }, resolve).on('error', reject).end(),
  );
  const chunks: Buffer[] = [];
  for await (const chunk of response) {
    chunks.push(chunk as Buffer);
  }
  const { date: _date, ...seen } = response.headers;
  return {
    status: response.statusCode,
    headers: seen,
    body: Buffer.concat(chunks),
    reachedFastify: reachedFastify > before,
  };
}

describe('replayed anonymous answers', () => {
  it('answers the second reader of a course exactly as Fastify answered the first', async () => {
    const first = await get('/api/educations/100');
    const second = await get('/api/educations/100');
    expect(first.status).toBe(200);
    expect(second.reachedFastify).toBe(false);
    expect(second.status).toBe(200);
    expect(second.headers).toEqual(first.headers);
    expect(second.body.equals(first.body)).toBe(true);
    // The security headers Fastify's hooks add come along (plugins/security-headers.ts).
    expect(second.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('replays each encoding and the 304 of a held tag separately', async () => {
    const plain = await get('/api/educations/100');
    const variants: Array<Record<string, string>> = [
      { 'accept-encoding': 'br' },
      { 'accept-encoding': 'gzip' },
      { 'if-none-match': String(plain.headers.etag) },
    ];
    for (const headers of variants) {
      const first = await get('/api/educations/100', headers);
      const second = await get('/api/educations/100', headers);
      expect(second.reachedFastify, JSON.stringify(headers)).toBe(false);
      expect(second.status).toBe(first.status);
      expect(second.headers).toEqual(first.headers);
      expect(second.body.equals(first.body)).toBe(true);
    }
    const notModified = await get('/api/educations/100', { 'if-none-match': String(plain.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
  });

  it('replays the site settings too, and never a page (it carries the caller’s address)', async () => {
    await get('/api/site-settings');
    expect((await get('/api/site-settings')).reachedFastify).toBe(false);
    await get('/api/pages/oppen-kurs');
    const page = await get('/api/pages/oppen-kurs');
    expect(page.reachedFastify).toBe(true);
    expect(page.headers['x-client-ip']).toBe('127.0.0.1');
  });

  it('shows a publish to the next reader at once', async () => {
    await get('/api/educations/100');
    expect((await get('/api/educations/100')).reachedFastify).toBe(false);
    await publishEducationChange(test, admin, 100, { title: 'Publicerad medan den spelades upp' });
    const after = await get('/api/educations/100');
    expect(after.reachedFastify).toBe(true);
    expect(JSON.parse(after.body.toString()).title).toBe('Publicerad medan den spelades upp');
    const replayed = await get('/api/educations/100');
    expect(replayed.reachedFastify).toBe(false);
    expect(JSON.parse(replayed.body.toString()).title).toBe('Publicerad medan den spelades upp');
  });

  it('leaves to Fastify a caller with a login, however it is carried', async () => {
    await get('/api/educations/100');
    const withHeader = await get('/api/educations/100', bearer(admin));
    expect(withHeader.reachedFastify).toBe(true);
    expect(JSON.parse(withHeader.body.toString()).user).not.toBeNull();
    const withCookie = await get('/api/educations/100', {
      cookie: `other=1; auth._token.local=${encodeURIComponent(`Bearer ${admin}`)}`,
    });
    expect(withCookie.reachedFastify).toBe(true);
    expect(JSON.parse(withCookie.body.toString()).user).not.toBeNull();
    expect(withCookie.headers['cache-control']).toBe('no-store');
    // Even a login that is no longer valid is Fastify's to judge.
    expect(
      (await get('/api/educations/100', { authorization: 'Bearer not-a-valid-token' })).reachedFastify,
    ).toBe(true);
  });

  it('leaves to Fastify an address with a query, and every request while stopping', async () => {
    await get('/api/educations/100');
    expect((await get('/api/educations/100?x=1')).reachedFastify).toBe(true);
    test.app.accepting.value = false;
    const stopping = await get('/api/educations/100');
    expect(stopping.reachedFastify).toBe(true);
    // Which of a stop's answers close their connection is the stop's (stop-connections.test.ts).
    expect(stopping.status).toBe(200);
    test.app.accepting.value = true;
    await get('/api/educations/100');
    expect((await get('/api/educations/100')).reachedFastify).toBe(false);
  });

  it('answers a course that is not there from Fastify each time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const missing = await get('/api/educations/999999');
      expect(missing.status).toBe(404);
      expect(missing.reachedFastify).toBe(true);
    }
  });

  it('counts replayed answers in the metrics like any other', async () => {
    const count = async () => {
      const metrics = await test.app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: bearer(METRICS_TOKEN),
      });
      const line = metrics.body
        .split('\n')
        .find((text) =>
          text.startsWith('http_requests_total{method="GET",route="/api/educations/:id",status_code="200"}'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    await get('/api/educations/100');
    const before = await count();
    expect((await get('/api/educations/100')).reachedFastify).toBe(false);
    expect(await count()).toBe(before + 1);
  });

  it('sends brotli and gzip bytes that unpack to the same course', async () => {
    const plain = await get('/api/educations/100');
    await get('/api/educations/100', { 'accept-encoding': 'br' });
    const br = await get('/api/educations/100', { 'accept-encoding': 'br' });
    expect(br.reachedFastify).toBe(false);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gzip = await get('/api/educations/100', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
  });
});
