import { ProgressResponseSchema, ProgressSaveResponseSchema } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, startTestApp, type TestApp } from './helpers';

let test: TestApp;
let elev: string;
let larare: string;
beforeAll(async () => {
  test = await startTestApp();
  elev = await login(test.app, 'elev@example.se');
  larare = await login(test.app, 'larare@example.se');
});
afterAll(async () => {
  await test.close();
});

const save = (token: string, answers: Array<{ block_id: string; values: string[] }>, id = 100) =>
  test.app.inject({
    method: 'POST',
    url: `/api/user/educations/${id}/progress`,
    headers: bearer(token),
    payload: { answers },
  });
// Read through the contract, as clients read it.
const read = async (token: string, id = 100) =>
  ProgressResponseSchema.parse(
    (await test.app.inject({ method: 'GET', url: `/api/progress/${id}`, headers: bearer(token) })).json(),
  );

describe('progress', () => {
  it('saves answers, lets the last write per block win and never drops other blocks', async () => {
    const saved = await save(elev, [{ block_id: 'fraga-1', values: ['nej'] }]);
    expect(saved.statusCode).toBe(200);
    expect(ProgressSaveResponseSchema.parse(saved.json())).toEqual({ ok: true, saved: 1 });
    await save(elev, [{ block_id: 'fraga-2', values: ['Normer'] }]);
    await save(elev, [{ block_id: 'fraga-1', values: ['ja'] }]);
    const progress = await read(elev);
    expect(progress.entries).toEqual(
      expect.arrayContaining([
        { educationId: 100, blockId: 'fraga-1', values: ['ja'], part: 'normal' },
        { educationId: 100, blockId: 'fraga-2', values: ['Normer'], part: 'normal' },
      ]),
    );
    expect(progress.entries).toHaveLength(2);
  });

  it('is idempotent: the same push twice leaves the same state', async () => {
    await save(elev, [{ block_id: 'fraga-2', values: ['Normer'] }]);
    await save(elev, [{ block_id: 'fraga-2', values: ['Normer'] }]);
    expect((await read(elev)).entries).toHaveLength(2);
  });

  it('refuses answers to blocks that are not in the education, naming the field (issue 21)', async () => {
    const response = await save(elev, [{ block_id: 'borttaget-block', values: ['x'] }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('answers[0].block_id');
    expect((await read(elev)).entries.map((entry: { blockId: string }) => entry.blockId)).not.toContain(
      'borttaget-block',
    );
  });

  it("never shows one learner's progress to another", async () => {
    const other = await read(larare);
    expect(other.entries).toEqual([]);
  });

  it('needs a login', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/progress/100' })).statusCode).toBe(401);
    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/api/user/educations/100/progress',
      payload: { answers: [] },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 400 naming the field for bad answers, and saves nothing of them', async () => {
    const response = await save(elev, [{ block_id: 'fraga-1', values: [42 as unknown as string] }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('answers[0].values[0]');
    expect((await read(elev)).entries.find((entry) => entry.blockId === 'fraga-1')?.values).toEqual(['ja']);
  });

  it('answers 413 as JSON for a body over 1 MB, and keeps what was saved', async () => {
    const huge = [{ block_id: 'fraga-1', values: ['x'.repeat(1_100_000)] }];
    const response = await save(elev, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
    expect((await read(elev)).entries.length).toBeGreaterThan(0);
  });

  it('answers 404 for an unknown education', async () => {
    expect((await save(elev, [{ block_id: 'a', values: [] }], 999)).statusCode).toBe(404);
  });

  it('refuses answers to a users_approved course before approval', async () => {
    const response = await save(elev, [{ block_id: 'g-1', values: ['a'] }], 101);
    expect(response.statusCode).toBe(403);
  });

  it("lists the learner's educations and resets one", async () => {
    const mine = (
      await test.app.inject({ method: 'GET', url: '/api/user/educations', headers: bearer(elev) })
    ).json();
    expect(mine.map((education: { id: number }) => education.id)).toEqual([100]);
    const reset = await test.app.inject({
      method: 'DELETE',
      url: '/api/user/educations/100',
      headers: bearer(elev),
    });
    expect(reset.statusCode).toBe(200);
    expect((await read(elev)).entries).toEqual([]);
  });
});
