import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SAVES_FULL_MESSAGE,
  SAVES_FULL_RETRY_SECONDS,
  SAVES_PER_ACCOUNT_MAX,
  saveAdmission,
} from '../src/http/save-admission';
import { bearer, sessionFor, startTestApp, type TestApp } from './helpers';

// Issue 25: past the saves a process takes at once, a save is refused politely (503 with
// Retry-After) rather than left to wait until the client gives up.
describe('saveAdmission', () => {
  it('lets saves in up to the limit, refuses the next at once, and takes more as they finish', async () => {
    const admit = saveAdmission(2);
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const first = admit(1, () => held.then(() => 'ett'));
    const second = admit(2, () => held.then(() => 'två'));
    await expect(admit(3, async () => 'tre')).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: SAVES_FULL_RETRY_SECONDS,
    });
    finish();
    expect(await Promise.all([first, second])).toEqual(['ett', 'två']);
    expect(await admit(4, async () => 'fyra')).toBe('fyra');
  });

  it('refuses while the oldest save under way has waited a second, and takes saves again after it', async () => {
    let clock = 0;
    const admit = saveAdmission(100, 1000, () => clock);
    let finish: () => void = () => {};
    const slow = admit(
      10,
      () =>
        new Promise<string>((resolve) => {
          finish = () => resolve('sparat');
        }),
    );
    clock = 999;
    const quick = admit(5, async () => 'snabb');
    expect(await quick).toBe('snabb');
    clock = 1000;
    await expect(admit(6, async () => 'för sent')).rejects.toMatchObject({ statusCode: 503 });
    finish();
    expect(await slow).toBe('sparat');
    expect(await admit(7, async () => 'igen')).toBe('igen');
  });

  it('refuses an account’s save beyond its share under way with 429, and takes other accounts’ saves', async () => {
    const admit = saveAdmission(100);
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const mine = Array.from({ length: SAVES_PER_ACCOUNT_MAX }, () => admit(7, () => held));
    await expect(admit(7, async () => 'en till')).rejects.toMatchObject({ statusCode: 429 });
    expect(await admit(8, async () => 'någon annan')).toBe('någon annan');
    finish();
    await Promise.all(mine);
    expect(await admit(7, async () => 'nu går det')).toBe('nu går det');
  });

  it('counts a failed save as finished', async () => {
    const admit = saveAdmission(1);
    await expect(admit(8, () => Promise.reject(new Error('fel')))).rejects.toThrow('fel');
    expect(await admit(9, async () => 'nästa')).toBe('nästa');
  });
});

describe('a progress save when the process is full', () => {
  let test: TestApp;
  let token: string;

  beforeAll(async () => {
    test = await startTestApp({ MAX_SAVES_UNDER_WAY: '1' });
    token = await sessionFor(test, 'elev@example.se');
  });

  afterAll(async () => {
    await test.close();
  });

  it('is answered 503 with Retry-After and a Swedish message, and the saves let in are stored', async () => {
    const save = () =>
      test.app.inject({
        method: 'POST',
        url: '/api/user/educations/100/progress',
        headers: bearer(token),
        payload: { answers: [] },
      });
    const answers = await Promise.all([save(), save(), save()]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(answer.headers['retry-after']).toBe(String(SAVES_FULL_RETRY_SECONDS));
      expect(answer.json().message).toBe(SAVES_FULL_MESSAGE);
    }
    expect((await save()).statusCode).toBe(200);
  });
});
