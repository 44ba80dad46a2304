import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/auth/secrets';
import { loadConfig } from '../src/config';
import { sessions } from '../src/db/schema';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const me = (token: string) =>
  test.app.inject({ method: 'POST', url: '/api/user/token', headers: bearer(token) });

async function sessionRow(token: string) {
  const [row] = await test.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row;
}

/** Moves a session's last use back in time, as if it had not been used since. */
async function setBack(token: string, interval: string) {
  await test.database.db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - ${interval}::interval` })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

describe('SESSION_IDLE_HOURS', () => {
  it('defaults to 8 hours, and can be set', () => {
    expect(loadConfig({}).sessionIdleHours).toBe(8);
    expect(loadConfig({ SESSION_IDLE_HOURS: '2' }).sessionIdleHours).toBe(2);
    expect(() => loadConfig({ SESSION_IDLE_HOURS: '0' })).toThrow(/SESSION_IDLE_HOURS/);
    expect(test.app.config.sessionIdleHours).toBe(8);
  });
});

describe('an idle session', () => {
  it('still works after 7 hours 59 minutes unused', async () => {
    const token = await sessionFor(test, 'elev@example.se');
    await setBack(token, '7 hours 59 minutes');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('is refused with 401 and deleted after 8 hours unused, though its absolute lifetime is not over', async () => {
    const token = await sessionFor(test, 'elev@example.se');
    await setBack(token, '8 hours 1 minute');
    const row = await sessionRow(token);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await me(token)).statusCode).toBe(401);
    expect(await sessionRow(token)).toBeUndefined();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('is kept alive by use: each use moves its last use forward', async () => {
    const token = await sessionFor(test, 'larare@example.se');
    await setBack(token, '7 hours');
    expect((await me(token)).statusCode).toBe(200);
    const row = await sessionRow(token);
    expect(Date.now() - (row?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
    await setBack(token, '7 hours');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('writes its last use at most once a minute', async () => {
    const token = await sessionFor(test, 'larare@example.se');
    await setBack(token, '30 seconds');
    const before = (await sessionRow(token))?.lastUsedAt.getTime();
    for (let call = 0; call < 3; call += 1) {
      expect((await me(token)).statusCode).toBe(200);
    }
    expect((await sessionRow(token))?.lastUsedAt.getTime()).toBe(before);
    await setBack(token, '2 minutes');
    expect((await me(token)).statusCode).toBe(200);
    expect(Date.now() - ((await sessionRow(token))?.lastUsedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });
});

describe('the absolute lifetime', () => {
  it('still ends a session in use', async () => {
    const token = await sessionFor(test, 'anna@example.se');
    await test.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });
});
