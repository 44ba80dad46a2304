import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, PASSWORD_HASH_PARAMETERS, verifyPassword } from '../src/auth/secrets';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  DEMO_PASSWORD_HASH,
  ensureDemoAccounts,
  findDemoAccounts,
  removeDemoAccounts,
} from '../src/content/demo-accounts';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { users } from '../src/db/schema';
import { createUser } from '../src/storage/users';
import { createPostgresDatabase } from './helpers';

// The demo accounts are created from a hash computed once (no 128 MiB hash at every start): it
// must be the published password's, at today's parameters, or the demo logins silently break.
describe('the precomputed demo password hash', () => {
  it('verifies the published demo password and no other', async () => {
    expect(await verifyPassword(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(`${DEMO_PASSWORD}x`, DEMO_PASSWORD_HASH)).toBe(false);
  });

  it("is made with today's password hash parameters", () => {
    const [scheme, N, r, p] = DEMO_PASSWORD_HASH.split('$');
    expect(scheme).toBe('scrypt');
    expect({ N: Number(N), r: Number(r), p: Number(p) }).toEqual(PASSWORD_HASH_PARAMETERS);
    expect(needsRehash(DEMO_PASSWORD_HASH)).toBe(false);
  });
});

describe('demo accounts in a database', () => {
  let database: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;

  afterEach(async () => {
    await database?.close();
    await drop?.();
  });

  it('are created once, even by several callers at once, and removed', async () => {
    const postgres = process.env.TEST_DATABASE_URL
      ? await createPostgresDatabase(process.env.TEST_DATABASE_URL)
      : null;
    drop = postgres?.drop;
    database = await openDatabase({ databaseUrl: postgres?.url, dataDirectory: ':memory:' });
    const emails = DEMO_ACCOUNTS.map((account) => account.email).sort();

    expect(await findDemoAccounts(database.db)).toEqual([]);
    const db = database.db;
    await Promise.all([ensureDemoAccounts(db), ensureDemoAccounts(db), ensureDemoAccounts(db)]);
    expect(await findDemoAccounts(db)).toEqual(emails);
    await ensureDemoAccounts(db);
    expect(await findDemoAccounts(db)).toEqual(emails);

    expect(await removeDemoAccounts(db)).toEqual(emails);
    expect(await findDemoAccounts(db)).toEqual([]);
    expect(await removeDemoAccounts(db)).toEqual([]);
  });

  // Issue 21: a demo account is one the demo import made (its mark, or the published password's
  // precomputed hash from before the mark), never any account that merely has a demo address.
  it('are known by their mark or their hash, not by their address', async () => {
    database = await openDatabase({ dataDirectory: ':memory:' });
    const db = database.db;
    await createUser(db, {
      email: 'ELEV@example.se',
      passwordHash: 'scrypt$131072$8$1$c2VsZg$c2VsZi1yZWdpc3RlcmVk',
      firstName: 'Eva',
      lastName: 'Elevsson',
    });
    // Made by the demo import before the mark existed: only its hash tells.
    await createUser(db, {
      email: 'larare@example.se',
      passwordHash: DEMO_PASSWORD_HASH,
      firstName: 'Lars',
      lastName: 'Lärare',
    });
    expect(await findDemoAccounts(db)).toEqual(['larare@example.se']);

    await ensureDemoAccounts(db);
    const [self] = await db.select().from(users).where(eq(users.email, 'elev@example.se'));
    expect(self).toMatchObject({ demo: false, firstName: 'Eva' });
    expect(await findDemoAccounts(db)).toEqual(
      DEMO_ACCOUNTS.map((account) => account.email)
        .filter((email) => email !== 'elev@example.se')
        .sort(),
    );

    expect(await removeDemoAccounts(db)).not.toContain('elev@example.se');
    expect(await findDemoAccounts(db)).toEqual([]);
    expect(await db.select({ email: users.email }).from(users)).toEqual([{ email: 'elev@example.se' }]);
  });

  // Issue 21 (review): demo imports before the precomputed hash hashed the published password
  // with a random salt; such an account has neither the mark nor that hash, but still opens with
  // the published password, so it is a demo account. One at a demo address with a password of
  // its own is not.
  it('include an unmarked account at a demo address that opens with the published password', async () => {
    database = await openDatabase({ dataDirectory: ':memory:' });
    const db = database.db;
    await createUser(db, {
      email: 'admin@example.se',
      passwordHash: await hashPassword('Demo-losen-2026'),
      firstName: 'Alva',
      lastName: 'Admin',
      role: 'administrator',
    });
    await createUser(db, {
      email: 'larare@example.se',
      passwordHash: await hashPassword('ett eget lösenord 2026'),
      firstName: 'Lars',
      lastName: 'Larsson',
    });
    // The published password elsewhere is someone's own choice, not a demo account.
    await createUser(db, {
      email: 'alva@example.org',
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Alva',
      lastName: 'Annan',
    });
    expect(await findDemoAccounts(db)).toEqual(['admin@example.se']);

    expect(await removeDemoAccounts(db)).toEqual(['admin@example.se']);
    expect(await findDemoAccounts(db)).toEqual([]);
    const left = await db.select({ email: users.email }).from(users);
    expect(left.map((row) => row.email).sort()).toEqual(['alva@example.org', 'larare@example.se']);
  });
});
