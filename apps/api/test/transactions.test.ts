import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, inTransaction, openDatabase, whenCommitted } from '../src/db/database';

// Work that must wait for a commit (announcing a content change, storage/content-changes.ts).
describe('work after a commit', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openDatabase({ dataDirectory: ':memory:' });
  });

  afterAll(async () => {
    await handle?.close();
  });

  it('runs once the transaction commits, once per name, with the database handle', async () => {
    const ran: unknown[] = [];
    await inTransaction(handle.db, async (tx) => {
      expect(whenCommitted(tx, 'a', async (db) => void ran.push(db))).toBe(true);
      expect(whenCommitted(tx, 'a', async (db) => void ran.push(db))).toBe(true);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual([handle.db]);
  });

  it('never runs after a rollback', async () => {
    const ran: string[] = [];
    await expect(
      inTransaction(handle.db, async (tx) => {
        whenCommitted(tx, 'a', async () => void ran.push('a'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual([]);
  });

  it('waits for the outer commit when asked inside a savepoint', async () => {
    const ran: string[] = [];
    await inTransaction(handle.db, async (tx) => {
      await inTransaction(tx, async (inner) => {
        whenCommitted(inner, 'a', async () => void ran.push('a'));
      });
      // Releasing the savepoint committed nothing.
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['a']);
  });

  it('says so when the handle is no transaction, for the caller to do the work at once', () => {
    expect(whenCommitted(handle.db, 'a', async () => {})).toBe(false);
  });
});
