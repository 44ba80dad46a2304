import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVES_FULL_MESSAGE, SAVES_FULL_RETRY_SECONDS, saveAdmission } from '../src/http/save-admission';
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
    const first = admit(() => held.then(() => 'ett'));
    const second = admit(() => held.then(() => 'två'));
    await expect(admit(async () => 'tre')).rejects.toMatchObject({
      statusCode: 503,
      retryAfterSeconds: SAVES_FULL_RETRY_SECONDS,
    });
    finish();
    expect(await Promise.all([first, second])).toEqual(['ett', 'två']);
    expect(await admit(async () => 'fyra')).toBe('fyra');
  });

  it('counts a failed save as finished', async () => {
    const admit = saveAdmission(1);
    await expect(admit(() => Promise.reject(new Error('fel')))).rejects.toThrow('fel');
    expect(await admit(async () => 'nästa')).toBe('nästa');
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
