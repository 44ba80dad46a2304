import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { passwordHashing } from '../src/auth/secrets';
import { countAgainst, RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import { bearer, DEMO_PASSWORD, startTestApp, type TestApp } from './helpers';

// Issue 21, fair limits on login: a bounded hashing queue, counters reserved atomically across
// processes, and failures counted per account and address so strangers cannot lock an account.

let test: TestApp;
let second: FastifyInstance;
beforeAll(async () => {
  test = await startTestApp();
  // A second API process on the same database, as two replicas behind one load balancer.
  second = await buildApp({ config: test.app.config, db: test.database.db, mailer: { async send() {} } });
}, 60_000);
afterAll(async () => {
  await second.close();
  await test.close();
});

const loginFrom = (app: FastifyInstance, remoteAddress: string, email: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/user/login', remoteAddress, payload: { email, password } });

function gate() {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { released, release };
}

describe('the password hashing queue', () => {
  it('answers 503 with Retry-After at once when full, and a real login still gets through in seconds', async () => {
    const { concurrency } = { concurrency: test.app.config.passwordHashConcurrency };
    const room = concurrency * 5;
    // One hash alone, to measure what "a few seconds" means on this machine.
    const alone = performance.now();
    expect((await loginFrom(test.app, '10.20.0.1', 'okand-matt@example.se', 'fel')).statusCode).toBe(401);
    const oneHash = performance.now() - alone;

    // Every slot is busy (held here), so nothing that waits can finish while the flood arrives.
    const held = Array.from({ length: concurrency }, () => gate());
    const holding = held.map((current) => passwordHashing.run(() => current.released));
    const flood = Array.from({ length: 20 }, (_, index) =>
      loginFrom(test.app, `10.20.1.${index}`, `okand-${index}@example.se`, 'fel-losenord'),
    );
    const settled: Array<Awaited<(typeof flood)[number]>> = [];
    for (const response of flood) {
      void response.then((answer) => settled.push(answer));
    }
    try {
      // The overflow is answered while every slot is still held: at once, not after waiting.
      await expect.poll(() => settled.length, { timeout: 15_000 }).toBe(20 - (room - concurrency));
      expect(passwordHashing.waiting).toBe(room - concurrency);
    } finally {
      for (const current of held) {
        current.release();
      }
    }
    await Promise.all(holding);
    for (const answer of settled) {
      expect(answer.statusCode).toBe(503);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.json().message).toMatch(/försök igen/);
    }
    // A real login sent now waits behind at most the queue, never behind all twenty.
    const started = performance.now();
    const real = await loginFrom(test.app, '10.20.2.1', 'elev@example.se', DEMO_PASSWORD);
    const waited = performance.now() - started;
    expect(real.statusCode).toBe(200);
    const rounds = room / concurrency + 1;
    expect(waited).toBeLessThan(Math.max(rounds * oneHash * 2, 2_000));
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(room - concurrency);
  }, 60_000);
});

describe('failure counters', () => {
  it('count exactly across two processes: 20 wrong passwords at once give 10 × 401, then 429s', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        loginFrom(index % 2 === 0 ? test.app : second, '10.21.0.1', 'admin@example.se', `fel-${index}`),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.json().message).toBe(TOO_MANY_REQUESTS);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(800);
  }, 60_000);

  it('count the account-wide cap exactly too, from many addresses at once', async () => {
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    await countAgainst(
      test.database.db,
      'login:account:intern@example.se',
      RATE_LIMITS.loginFailuresPerAccount,
      {
        amount: limit - 4,
      },
    );
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        loginFrom(index % 2 === 0 ? test.app : second, `10.22.0.${index}`, 'intern@example.se', 'fel'),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([...Array(4).fill(401), ...Array(6).fill(429)]);
    // The cap holds for the right password too, from any address, until its window ends.
    const locked = await loginFrom(test.app, '10.22.1.1', 'intern@example.se', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(
      RATE_LIMITS.loginFailuresPerAccount.windowSeconds - 60,
    );
  }, 60_000);

  it('give a right password back: it never uses up a place', async () => {
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await loginFrom(test.app, '10.23.0.1', 'anna@example.se', 'fel')).statusCode).toBe(401);
    }
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await loginFrom(second, '10.23.0.1', 'anna@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    }
    expect((await loginFrom(test.app, '10.23.0.1', 'anna@example.se', 'fel')).statusCode).toBe(401);
    expect((await loginFrom(test.app, '10.23.0.1', 'anna@example.se', DEMO_PASSWORD)).statusCode).toBe(429);
  }, 60_000);
});

describe('an account and a stranger', () => {
  it('lets the owner in from another address after a stranger tried ten wrong passwords', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await loginFrom(test.app, '10.0.0.1', 'larare@example.se', `gissning-${attempt}`);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await loginFrom(test.app, '10.0.0.2', 'larare@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    const eleventh = await loginFrom(test.app, '10.0.0.1', 'larare@example.se', 'gissning-11');
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().message).toBe(TOO_MANY_REQUESTS);
    // The stranger's address stays refused for this account, the right password too.
    expect((await loginFrom(second, '10.0.0.1', 'larare@example.se', DEMO_PASSWORD)).statusCode).toBe(429);
  }, 60_000);

  it('counts a logged-in password check per account and address as well', async () => {
    const token = await loginFrom(test.app, '10.24.0.1', 'elev@example.se', DEMO_PASSWORD);
    expect(token.statusCode).toBe(200);
    const headers = bearer(token.json().token);
    const changeFrom = (remoteAddress: string, current: string) =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/me/password',
        remoteAddress,
        headers,
        payload: { current_password: current, new_password: 'ett-helt-nytt-losenord' },
      });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await changeFrom('10.24.0.2', `gissning-${attempt}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().field).toBe('current_password');
    }
    expect((await changeFrom('10.24.0.2', DEMO_PASSWORD)).statusCode).toBe(429);
    // Logging in from the owner's usual address still works.
    expect((await loginFrom(test.app, '10.24.0.1', 'elev@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
  }, 60_000);
});
