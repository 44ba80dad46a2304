import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { hashPassword, passwordHashing } from '../src/auth/secrets';
import { loginAddresses } from '../src/db/schema';
import { clientAddressKey } from '../src/http/client-address';
import { countAgainst, RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import { LOGIN_ADDRESS_MEMORY_DAYS, rememberLoginAddress } from '../src/storage/login-addresses';
import { issueOneTimeToken } from '../src/storage/one-time-tokens';
import { deleteAccount } from '../src/storage/profile';
import { createUser } from '../src/storage/users';
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

  it('keeps places of its own for logins to existing accounts: a flood for unknown addresses cannot take them', async () => {
    const concurrency = test.app.config.passwordHashConcurrency;
    const room = concurrency * 5;
    const held = Array.from({ length: concurrency }, () => gate());
    const holding = held.map((current) => passwordHashing.run(() => current.released));
    const flood = Array.from({ length: 20 }, (_, index) =>
      loginFrom(test.app, `10.25.1.${index}`, `okand-${index}@example.se`, 'fel-losenord'),
    );
    const settled: Array<Awaited<(typeof flood)[number]>> = [];
    for (const response of flood) {
      void response.then((answer) => settled.push(answer));
    }
    let real: ReturnType<typeof loginFrom> | undefined;
    let realAnswered = false;
    try {
      // The unknown addresses' queue is full: the rest of the flood is refused at once.
      await expect.poll(() => settled.length, { timeout: 15_000 }).toBe(20 - (room - concurrency));
      expect(settled.every((answer) => answer.statusCode === 503)).toBe(true);
      // A login to an existing account still gets a place in the queue, not a 503.
      real = loginFrom(test.app, '10.25.2.1', 'anna@example.se', DEMO_PASSWORD);
      void real.then(() => {
        realAnswered = true;
      });
      await expect.poll(() => passwordHashing.waiting, { timeout: 15_000 }).toBe(room - concurrency + 1);
      expect(realAnswered).toBe(false);
    } finally {
      for (const current of held) {
        current.release();
      }
    }
    await Promise.all(holding);
    // It is hashed once slots free up, taking turns with the flood's queue.
    expect((await real)?.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(room - concurrency);
  }, 60_000);

  it('gives one client address at most two waiting places in a lane: its flood is refused, another address still gets in', async () => {
    const concurrency = test.app.config.passwordHashConcurrency;
    await createUser(test.database.db, {
      email: 'flod@example.se',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Flora',
      lastName: 'Flod',
      role: 'student',
    });
    const held = Array.from({ length: concurrency }, () => gate());
    const holding = held.map((current) => passwordHashing.run(() => current.released));
    // Right passwords for the flooder's own account, all from one address: each an existing
    // account's hash, so they queue in the same lane as every real login.
    const flood = Array.from({ length: 12 }, () =>
      loginFrom(test.app, '10.27.1.1', 'flod@example.se', DEMO_PASSWORD),
    );
    const settled: Array<Awaited<(typeof flood)[number]>> = [];
    for (const response of flood) {
      void response.then((answer) => settled.push(answer));
    }
    let real: ReturnType<typeof loginFrom> | undefined;
    let realAnswered = false;
    try {
      // Two wait; the rest are refused at once (503, or 429 beyond the address's ten reservations).
      await expect.poll(() => settled.length, { timeout: 15_000 }).toBe(12 - 2);
      expect(passwordHashing.waiting).toBe(2);
      expect(settled.every((answer) => [429, 503].includes(answer.statusCode))).toBe(true);
      expect(settled.some((answer) => answer.statusCode === 503)).toBe(true);
      // Another address's login to an existing account still gets a place in the same lane.
      real = loginFrom(test.app, '10.27.2.1', 'anna@example.se', DEMO_PASSWORD);
      void real.then(() => {
        realAnswered = true;
      });
      await expect.poll(() => passwordHashing.waiting, { timeout: 15_000 }).toBe(3);
      expect(realAnswered).toBe(false);
    } finally {
      for (const current of held) {
        current.release();
      }
    }
    await Promise.all(holding);
    expect((await real)?.statusCode).toBe(200);
    const answers = await Promise.all(flood);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2);
  }, 60_000);
});

describe('failure counters', () => {
  it('count exactly across two processes: 20 wrong passwords at once, then more, give 10 × 401 in all, then 429s', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        loginFrom(index % 2 === 0 ? test.app : second, '10.21.0.1', 'admin@example.se', `fel-${index}`),
      ),
    );
    // One address waits for at most two hashes at once: the rest of the burst is refused at
    // once, with a 503 that counts nothing, or a 429 once ten failures are reserved.
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => [401, 429, 503].includes(status))).toBe(true);
    let wrong = statuses.filter((status) => status === 401).length;
    expect(wrong).toBeLessThanOrEqual(10);
    // Guessing on, one at a time, the address gets exactly ten wrong passwords in all, then 429s.
    let refused = await loginFrom(second, '10.21.0.1', 'admin@example.se', 'fel-igen');
    while (refused.statusCode === 401 && wrong < 20) {
      wrong += 1;
      refused = await loginFrom(test.app, '10.21.0.1', 'admin@example.se', 'fel-igen');
    }
    expect(wrong).toBe(10);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
  }, 60_000);

  it('count the account-wide cap exactly too, from many addresses at once', async () => {
    // The owner's usual address: a right password from it before.
    expect((await loginFrom(test.app, '10.22.2.1', 'intern@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
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
    // The cap holds for the right password too from an address the account never logged in
    // from, until its window ends; the owner's usual address still gets in.
    const locked = await loginFrom(test.app, '10.22.1.1', 'intern@example.se', DEMO_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(
      RATE_LIMITS.loginFailuresPerAccount.windowSeconds - 60,
    );
    expect((await loginFrom(second, '10.22.2.1', 'intern@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    // A wrong password there is still counted for that address alone: 401, not a 429.
    expect((await loginFrom(test.app, '10.22.2.1', 'intern@example.se', 'fel')).statusCode).toBe(401);
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

  it('lets the owner in from the usual address when strangers used up the account-wide cap', async () => {
    const owner = await createUser(test.database.db, {
      email: 'agare@example.se',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Åsa',
      lastName: 'Ägare',
      role: 'student',
    });
    expect((await loginFrom(test.app, '10.26.0.1', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    // Ninety failures counted already (nine addresses × ten), then ten from one more new address.
    const { limit } = RATE_LIMITS.loginFailuresPerAccount;
    await countAgainst(
      test.database.db,
      'login:account:agare@example.se',
      RATE_LIMITS.loginFailuresPerAccount,
      {
        amount: limit - 10,
      },
    );
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await loginFrom(test.app, '10.26.9.1', 'agare@example.se', `gissning-${attempt}`);
      expect(wrong.statusCode).toBe(401);
    }
    expect((await loginFrom(test.app, '10.26.9.2', 'agare@example.se', 'gissning')).statusCode).toBe(429);
    // The owner's usual address gets in; an address the account never logged in from does not.
    expect((await loginFrom(test.app, '10.26.0.1', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(second, '10.26.0.1', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await loginFrom(test.app, '10.26.9.3', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(429);
    // An address last used more than 90 days ago is a new address again.
    const longAgo = new Date(Date.now() - (LOGIN_ADDRESS_MEMORY_DAYS + 1) * 24 * 60 * 60 * 1000);
    await rememberLoginAddress(test.database.db, owner.id, clientAddressKey('10.26.0.2'), longAgo);
    expect((await loginFrom(test.app, '10.26.0.2', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(429);
    // Only a hash of the address is kept, and only for as long as it is needed: the next login
    // forgets the old one, and deleting the account forgets them all.
    expect((await loginFrom(test.app, '10.26.0.1', 'agare@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    const stored = () =>
      test.database.db.select().from(loginAddresses).where(eq(loginAddresses.userId, owner.id));
    expect(await stored()).toHaveLength(1);
    expect(JSON.stringify(await stored())).not.toContain('10.26');
    await deleteAccount(test.database.db, owner.id);
    expect(await stored()).toHaveLength(0);
  }, 60_000);

  it('counts an IPv6 client by its /64: new addresses in the same network share one limit', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await loginFrom(
        test.app,
        `2001:db8:27:1::${attempt}`,
        'elev@example.se',
        `gissning-${attempt}`,
      );
      expect(wrong.statusCode).toBe(401);
    }
    const next = await loginFrom(test.app, '2001:db8:27:1:ffff::99', 'elev@example.se', 'gissning-11');
    expect(next.statusCode).toBe(429);
    // Another /64 is another address.
    expect((await loginFrom(test.app, '2001:db8:27:2::1', 'elev@example.se', DEMO_PASSWORD)).statusCode).toBe(
      200,
    );
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

describe('usual addresses', () => {
  it('are forgotten when the password is reset or changed, or the e-mail address changes', async () => {
    const owner = await createUser(test.database.db, {
      email: 'glomd@example.se',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Gösta',
      lastName: 'Glömd',
      role: 'student',
    });
    const stored = () =>
      test.database.db.select().from(loginAddresses).where(eq(loginAddresses.userId, owner.id));
    expect((await loginFrom(test.app, '10.28.0.1', 'glomd@example.se', DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    // A reset by a mailed link: whoever logged in with the old password is no longer usual.
    const token = await issueOneTimeToken(test.database.db, {
      userId: owner.id,
      purpose: 'password_reset',
      lifetimeMs: 60 * 60 * 1000,
    });
    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/user/forgot_password/new_password',
      payload: { token, password: 'ett-helt-nytt-losenord' },
    });
    expect(reset.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);

    // A password change, from a logged-in session.
    const session = await loginFrom(test.app, '10.28.0.2', 'glomd@example.se', 'ett-helt-nytt-losenord');
    expect(session.statusCode).toBe(200);
    expect(await stored()).toHaveLength(1);
    const headers = bearer(session.json().token);
    const change = await test.app.inject({
      method: 'POST',
      url: '/api/user/me/password',
      remoteAddress: '10.28.0.2',
      headers,
      payload: { current_password: 'ett-helt-nytt-losenord', new_password: 'ett-tredje-losenord' },
    });
    expect(change.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);

    // An e-mail change.
    expect(
      (await loginFrom(test.app, '10.28.0.3', 'glomd@example.se', 'ett-tredje-losenord')).statusCode,
    ).toBe(200);
    expect(await stored()).toHaveLength(1);
    const moved = await test.app.inject({
      method: 'POST',
      url: '/api/user/me',
      remoteAddress: '10.28.0.3',
      headers,
      payload: {
        first_name: 'Gösta',
        last_name: 'Glömd',
        email: 'glomd-ny@example.se',
        current_password: 'ett-tredje-losenord',
      },
    });
    expect(moved.statusCode).toBe(200);
    expect(await stored()).toHaveLength(0);
  }, 60_000);
});
