import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitConcurrency, QueueFullError } from '../src/auth/concurrency';
import {
  hashPassword,
  needsRehash,
  PASSWORD_HASH_PARAMETERS,
  passwordHashing,
  verifyPassword,
} from '../src/auth/secrets';
import { createUser, findUserByEmail } from '../src/storage/users';
import { startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A hash as the API stored it before OWASP's minimum was raised: N=2^15. */
function oldHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, {
    N: 32_768,
    r: 8,
    p: 1,
    maxmem: 64 * 1024 * 1024,
  });
  return ['scrypt', 32_768, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('are made at or above OWASP scrypt minimum: N=2^17, r=8, p=1', async () => {
    expect(PASSWORD_HASH_PARAMETERS).toEqual({ N: 131_072, r: 8, p: 1 });
    const stored = await hashPassword('ett-langt-losenord');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword('ett-langt-losenord', stored)).toBe(true);
    expect(await verifyPassword('ett-annat-losenord', stored)).toBe(false);
  });

  it('made with the old parameters still verify, and need a new hash', async () => {
    const stored = oldHash('gammalt-losenord');
    expect(await verifyPassword('gammalt-losenord', stored)).toBe(true);
    expect(await verifyPassword('fel-losenord', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash('not a hash')).toBe(true);
  });

  it('made with the old parameters are upgraded at the next login, and the login still works', async () => {
    await createUser(test.database.db, {
      email: 'gammal@example.se',
      passwordHash: oldHash('gammalt-losenord'),
      firstName: 'Gun',
      lastName: 'Gammal',
      role: 'student',
    });
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'gammal@example.se', password: 'fel-losenord' },
    });
    expect(wrong.statusCode).toBe(401);
    // A wrong password changes nothing.
    expect((await findUserByEmail(test.database.db, 'gammal@example.se'))?.passwordHash).toMatch(
      /^scrypt\$32768\$/,
    );
    const login = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'gammal@example.se', password: 'gammalt-losenord' },
      });
    expect((await login()).statusCode).toBe(200);
    const upgraded = (await findUserByEmail(test.database.db, 'gammal@example.se'))?.passwordHash ?? '';
    expect(upgraded).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect((await login()).statusCode).toBe(200);
    expect((await findUserByEmail(test.database.db, 'gammal@example.se'))?.passwordHash).toBe(upgraded);
  });
});

describe('limitConcurrency', () => {
  /** A task that runs until it is let go, recording how many ran at once. */
  function gate() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    return { released, release };
  }

  it('runs at most the limit at once, the rest in order as slots free up', async () => {
    const limit = limitConcurrency(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((current, index) =>
      limit.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await current.released;
        running -= 1;
        return index * 10;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1]);
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(2);
    gates[1]?.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual([0, 1, 2]);
    for (const current of gates) {
      current.release();
    }
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30]);
    expect(most).toBe(2);
    expect(limit.running).toBe(0);
    expect(limit.waiting).toBe(0);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = limitConcurrency(1);
    await expect(limit.run(() => Promise.reject(new Error('trasig')))).rejects.toThrow('trasig');
    expect(await limit.run(async () => 'nästa')).toBe('nästa');
    expect(limit.running).toBe(0);
  });

  it('starts waiting tasks when the limit is raised, and refuses a limit below 1', async () => {
    const limit = limitConcurrency(1);
    const first = gate();
    const started: string[] = [];
    const one = limit.run(async () => {
      started.push('one');
      await first.released;
    });
    const two = limit.run(async () => {
      started.push('two');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['one']);
    limit.setLimit(2);
    await two;
    expect(started).toEqual(['one', 'two']);
    first.release();
    await one;
    expect(() => limit.setLimit(0)).toThrow();
    expect(() => limitConcurrency(1.5)).toThrow();
  });
});

describe('a bounded queue', () => {
  it('refuses a task at once when limit × waitingPerSlot tasks are waiting, and takes one again when a place frees up', async () => {
    const limit = limitConcurrency(2, { waitingPerSlot: 2 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tasks = Array.from({ length: 6 }, () => limit.run(() => released));
    expect(limit.running).toBe(2);
    expect(limit.waiting).toBe(4);
    await expect(limit.run(async () => 'för många')).rejects.toBeInstanceOf(QueueFullError);
    expect(limit.waiting).toBe(4);
    release();
    await Promise.all(tasks);
    expect(await limit.run(async () => 'plats igen')).toBe('plats igen');
  });

  it('gives each lane its own waiting places, and lanes take turns for the shared slots', async () => {
    const limit = limitConcurrency(1, { waitingPerSlot: 2 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const order: string[] = [];
    const task = (name: string) => async () => {
      order.push(name);
      await released;
    };
    const running = limit.run(task('first'));
    const flood = [limit.run(task('flood-1'), 'anonymous'), limit.run(task('flood-2'), 'anonymous')];
    await expect(limit.run(task('flood-3'), 'anonymous')).rejects.toBeInstanceOf(QueueFullError);
    // The flood's lane is full; the other lane still takes a task, and shares the one slot.
    const own = limit.run(task('own'));
    expect(limit.waiting).toBe(3);
    expect(limit.running).toBe(1);
    release();
    await Promise.all([running, own, ...flood]);
    expect(order).toEqual(['first', 'flood-1', 'own', 'flood-2']);
  });

  it('gives one client at most waitingPerClient places in a lane; other clients and lanes still get theirs', async () => {
    const limit = limitConcurrency(1, { waitingPerSlot: 4, waitingPerClient: 2 });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const running = limit.run(() => released);
    const flood = [limit.run(() => released, 'account', 'a'), limit.run(() => released, 'account', 'a')];
    await expect(limit.run(async () => 'tredje', 'account', 'a')).rejects.toBeInstanceOf(QueueFullError);
    // Another client in the same lane, and the same client in another lane, still get places.
    const other = limit.run(() => released, 'account', 'b');
    const elsewhere = limit.run(() => released, 'anonymous', 'a');
    expect(limit.waiting).toBe(4);
    release();
    await Promise.all([running, ...flood, other, elsewhere]);
    // Its places are given back as its tasks start.
    expect(await limit.run(async () => 'igen', 'account', 'a')).toBe('igen');
  });

  it('holds four waiting hashes per slot for passwords', async () => {
    const slots = passwordHashing.running + passwordHashing.waiting;
    expect(slots).toBe(0);
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const concurrency = test.app.config.passwordHashConcurrency;
    const held = Array.from({ length: concurrency * 5 }, () =>
      passwordHashing.run(() => released, 'account'),
    );
    try {
      await expect(verifyPassword('ett-langt-losenord', 'scrypt$1$1$1$a$b')).rejects.toMatchObject({
        statusCode: 503,
        retryAfterSeconds: expect.any(Number),
      });
    } finally {
      release();
      await Promise.all(held);
    }
  });
});
