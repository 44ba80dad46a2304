import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction, openDatabase } from '../src/db/database';
import { cachedContent } from '../src/storage/content-cache';
import { contentChanged } from '../src/storage/content-changes';
import { createPostgresDatabase } from './helpers';

// Issue 25: a publish in one API process shows in every other process on the same PostgreSQL
// at once, not only when their content caches expire (10 s). Two database handles are two
// processes here: each has its own pool, listener and cache.
describe.skipIf(!process.env.TEST_DATABASE_URL)('content changes across processes on PostgreSQL', () => {
  let postgres: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let one: DatabaseHandle;
  let other: DatabaseHandle;

  beforeAll(async () => {
    postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL ?? '');
    one = await openDatabase({ databaseUrl: postgres.url, dataDirectory: ':memory:' });
    other = await openDatabase({ databaseUrl: postgres.url, dataDirectory: ':memory:' });
  });

  afterAll(async () => {
    await one?.close();
    await other?.close();
    await postgres?.drop();
  });

  let readers = 0;

  /** A read of `handle`'s cache, once its listener's first connection (which also clears) is in. */
  async function settledReader(handle: DatabaseHandle) {
    let loads = 0;
    const key = `probe ${++readers}`;
    const read = () => cachedContent(handle.db, key, async () => ++loads);
    let settled = await read();
    for (let tries = 0; tries < 50; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await read();
      if (now === settled) {
        break;
      }
      settled = now;
    }
    expect(await read()).toBe(settled);
    return { read, settled };
  }

  it('makes the other process load again as soon as one announces a change', async () => {
    const { read, settled } = await settledReader(other);
    await contentChanged(one.db);
    const deadline = Date.now() + 2000;
    while ((await read()) === settled && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await read()).toBe(settled + 1);
  });

  it('does not make the announcing process load twice: its own announcement comes back to it', async () => {
    const { read, settled } = await settledReader(one);
    await contentChanged(one.db);
    // The change itself cleared this process's cache; what is loaded next is kept.
    const reloaded = await read();
    expect(reloaded).toBe(settled + 1);
    // Long enough for the announcement to come back, as it did for the other process above.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await read()).toBe(reloaded);
  });

  it('announces a change made in a transaction once it commits, as the process, and never after a rollback', async () => {
    const { read, settled } = await settledReader(one);
    await expect(
      inTransaction(one.db, async (tx) => {
        await contentChanged(tx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await inTransaction(one.db, async (tx) => {
      await contentChanged(tx);
      // Not before the commit: a reader now would cache what is about to change.
      expect(await read()).toBe(settled);
    });
    const reloaded = await read();
    expect(reloaded).toBe(settled + 1);
    // A publish writes in a transaction: its announcement was signed by the transaction, not the
    // process, and came back as another's, clearing this cache again (the CI failure of
    // answer-replay.test.ts, "shows a publish to the next reader at once").
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await read()).toBe(reloaded);
  });
});
