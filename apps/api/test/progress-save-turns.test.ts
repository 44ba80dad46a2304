import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { countAgainst, RATE_LIMITS, TOO_MANY_REQUESTS } from '../src/http/rate-limit';
import { saveProgressWithinBytes } from '../src/storage/learning';
import { findUserByEmail } from '../src/storage/users';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Review of issue 21: a logged-in save holds a database connection for its transaction under the
// account's lock. One account's parallel saves take turns in the process before they take a
// connection, so they cannot fill the pool (10 connections on PostgreSQL) and hold up everyone
// else; and an account's saves are limited per hour.

let test: TestApp;
let elev: string;
let larare: string;
let elevId: number;

beforeAll(async () => {
  test = await startTestApp();
  elev = await sessionFor(test, 'elev@example.se');
  larare = await sessionFor(test, 'larare@example.se');
  elevId = (await findUserByEmail(test.database.db, 'elev@example.se'))?.id ?? 0;
}, 60_000);
afterAll(async () => {
  await test?.close();
});

const saveAs = (session: string, answers: unknown[]) =>
  test.app.inject({
    method: 'POST',
    url: '/api/user/educations/100/progress',
    headers: bearer(session),
    payload: { answers },
  });

/** Counts the transactions begun and not yet ended on `db`, the most at once, until `restore`. */
function watchTransactions(db: Database) {
  const original = db.transaction;
  const seen = { open: 0, most: 0, begun: 0 };
  db.transaction = ((...args: Parameters<Database['transaction']>) => {
    seen.open += 1;
    seen.begun += 1;
    seen.most = Math.max(seen.most, seen.open);
    return original.apply(db, args).finally(() => {
      seen.open -= 1;
    });
  }) as Database['transaction'];
  return {
    seen,
    restore() {
      db.transaction = original;
    },
  };
}

describe('one account’s parallel progress saves', () => {
  it('take turns before the transaction: 20 at once hold at most one, and another account is served', async () => {
    expect((await saveAs(larare, [{ block_id: 'fraga-1', values: ['nej'] }])).statusCode).toBe(200);
    const watch = watchTransactions(test.database.db);
    try {
      const saves = Array.from({ length: 20 }, (_, index) =>
        saveAs(elev, [{ block_id: 'fraga-1', values: [index % 2 === 0 ? 'ja' : 'nej'] }]),
      );
      const other = test.app.inject({ method: 'GET', url: '/api/progress/100', headers: bearer(larare) });
      const responses = await Promise.all(saves);
      for (const [index, response] of responses.entries()) {
        expect(response.statusCode, `save ${index + 1}`).toBe(200);
        expect(response.json()).toEqual({ ok: true, saved: 1 });
      }
      const otherResponse = await other;
      expect(otherResponse.statusCode).toBe(200);
      expect(otherResponse.json().entries).toEqual([
        { educationId: 100, blockId: 'fraga-1', values: ['nej'], part: 'normal' },
      ]);
      // Every save ran its transaction, one at a time: the queue is in the process, before the pool.
      expect(watch.seen.begun).toBe(20);
      expect(watch.seen.most).toBe(1);
    } finally {
      watch.restore();
    }
    const mine = await test.app.inject({ method: 'GET', url: '/api/progress/100', headers: bearer(elev) });
    expect(mine.json().entries).toHaveLength(1);
    expect(['ja', 'nej']).toContain(mine.json().entries[0].values[0]);
  }, 60_000);

  it('an empty save answers true without a transaction', async () => {
    const watch = watchTransactions(test.database.db);
    try {
      expect(await saveProgressWithinBytes(test.database.db, elevId, 100, [], 0)).toBe(true);
      expect(watch.seen.begun).toBe(0);
    } finally {
      watch.restore();
    }
  });
});

describe('progress saves per account', () => {
  it('are limited to 1,200 an hour, from any address; another account is not affected', async () => {
    expect(RATE_LIMITS.progressSavesPerUser).toEqual({ limit: 1200, windowSeconds: 3600 });
    const anna = await sessionFor(test, 'anna@example.se');
    const annaId = (await findUserByEmail(test.database.db, 'anna@example.se'))?.id ?? 0;
    // 1,199 saves this hour already: the 1,200th passes, the 1,201st is refused.
    await countAgainst(test.database.db, `progress-saves:user:${annaId}`, RATE_LIMITS.progressSavesPerUser, {
      amount: 1199,
    });
    const answers = [{ block_id: 'fraga-2', values: ['Normer'] }];
    expect((await saveAs(anna, answers)).statusCode).toBe(200);
    const refused = await saveAs(anna, answers);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_REQUESTS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await saveAs(larare, answers)).statusCode).toBe(200);
  }, 30_000);
});
