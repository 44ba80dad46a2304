import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { bearer, OPEN_COURSE_ANSWERS, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 15: Prometheus metrics at /api/metrics behind METRICS_TOKEN.

const TOKEN = 'metrics-token-for-the-tests-0123456789';

let test: TestApp;

beforeAll(async () => {
  test = await startTestApp();
});

afterAll(() => test?.close());

async function appWithToken() {
  const config = {
    ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ':memory:', WEB_ROOT: '' }),
    metricsToken: TOKEN,
  };
  return buildApp({ config, db: test.database.db, poolStats: () => ({ total: 4, idle: 3, waiting: 0 }) });
}

describe('metrics', () => {
  it('are off without METRICS_TOKEN: the address answers 404 like an unknown one', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
    expect(response.statusCode).toBe(404);
  });

  it('need the token: none or a wrong one is a 401', async () => {
    const app = await appWithToken();
    try {
      expect((await app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
      const wrong = await app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(`${TOKEN}x`) });
      expect(wrong.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('count requests by route pattern and status, their latency, progress writes and the pool', async () => {
    const app = await appWithToken();
    try {
      const learner = await sessionFor(test, 'elev@example.se');
      await app.inject({ method: 'GET', url: '/api/educations/100' });
      await app.inject({ method: 'GET', url: '/api/educations/999999' });
      await app.inject({
        method: 'POST',
        url: '/api/user/educations/100/progress',
        headers: bearer(learner),
        payload: { answers: OPEN_COURSE_ANSWERS },
      });
      const response = await app.inject({ method: 'GET', url: '/api/metrics', headers: bearer(TOKEN) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = response.body;
      // The route's pattern, not its address: an id never makes a series of its own.
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/educations\/:id",status_code="200"\} 1/,
      );
      expect(text).toMatch(
        /http_requests_total\{method="GET",route="\/api\/educations\/:id",status_code="404"\} 1/,
      );
      expect(text).not.toMatch(/route="[^"]*999999/);
      expect(text).toMatch(
        /http_request_duration_seconds_count\{method="GET",route="\/api\/educations\/:id"\} 2/,
      );
      expect(text).toMatch(/progress_writes_total\{outcome="saved"\} 1/);
      expect(text).toMatch(/db_pool_connections\{state="idle"\} 3/);
      expect(text).toMatch(/process_resident_memory_bytes \d+/);
    } finally {
      await app.close();
    }
  });

  it('refuse a METRICS_TOKEN too short to be a secret', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'kort' })).toThrow(/METRICS_TOKEN/);
  });
});
