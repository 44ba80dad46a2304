import { eq, inArray, or } from 'drizzle-orm';
import { verifyPassword } from '../auth/secrets';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { normalizeEmail } from '../storage/users';

/** The published password of every demo account (README). Demo mode only. */
export const DEMO_PASSWORD = 'Demo-losen-2026';

/**
 * DEMO_PASSWORD hashed once at today's parameters (auth/secrets.ts; a test checks it), so
 * creating the demo accounts costs no 128 MiB hash at every start and in every test database.
 * The password is published, so its hash is no secret either.
 */
export const DEMO_PASSWORD_HASH =
  'scrypt$131072$8$1$JxwO03LfuWRvSpIKFgDrVA$ZFFAtgNU6SnWJYdd731Pqn5XUxMEZXomJm6WMoP3fAo';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.se',
    firstName: 'Alva',
    lastName: 'Admin',
    role: 'administrator',
    emailVerified: true,
  },
  {
    email: 'redaktor@example.se',
    firstName: 'Rut',
    lastName: 'Redaktör',
    role: 'editor',
    emailVerified: true,
  },
  { email: 'larare@example.se', firstName: 'Lars', lastName: 'Lärare', role: 'teacher', emailVerified: true },
  { email: 'elev@example.se', firstName: 'Elin', lastName: 'Elev', role: 'student', emailVerified: true },
  {
    email: 'intern@example.se',
    firstName: 'Ida',
    lastName: 'Intern',
    role: 'internal_student',
    emailVerified: true,
  },
  { email: 'anna@example.se', firstName: 'Anna', lastName: 'Andersson', role: '', emailVerified: false },
] as const;

/** How to remove the demo accounts from a database, for the message of a server that refuses to start. */
export const DEMO_ACCOUNTS_REMOVAL =
  'Remove them with the same DATABASE_URL (or DATA_DIR): `node dist/cli.js remove-demo-accounts` where the server runs (apps/api after a build, or /app in the container; `npx tsx src/cli.ts remove-demo-accounts` in apps/api from the sources) (deletes the accounts and what is theirs: sessions, progress, completions, certificates; and the learners demo mode made up for the statistics), then start again.';

const DEMO_EMAILS: string[] = DEMO_ACCOUNTS.map((account) => account.email);

/** The answer to a registration or e-mail change to a demo address (field `email`). */
export const DEMO_ADDRESS_MESSAGE =
  'Adressen är reserverad för demokonton och kan inte användas. Ange din egen e-postadress.';

/**
 * Whether an address, however written, is a demo account's: registration and e-mail change
 * refuse them, so that no one else's account is ever taken for a demo account, or the other way round.
 */
export function isDemoAddress(email: string): boolean {
  return DEMO_EMAILS.includes(normalizeEmail(email));
}

/**
 * A demo account is one the demo import made: its mark, or (made before the mark existed) the
 * published password's precomputed hash, which no chosen password hashes to (its salt is random),
 * or, made before that hash, an account at a demo address that opens with the published password
 * (its own salt; at most one hash check per demo address). Never the address alone: anyone could
 * register that one, with a password of their own.
 */
async function findDemoAccountRows(db: Database): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .select({ id: users.id, email: users.email, demo: users.demo, passwordHash: users.passwordHash })
    .from(users)
    .where(or(eq(users.demo, true), inArray(users.email, DEMO_EMAILS)));
  const demoAccounts: { id: number; email: string }[] = [];
  for (const row of rows) {
    if (
      row.demo ||
      row.passwordHash === DEMO_PASSWORD_HASH ||
      (await verifyPassword(DEMO_PASSWORD, row.passwordHash))
    ) {
      demoAccounts.push({ id: row.id, email: row.email });
    }
  }
  return demoAccounts;
}

/** The e-mail addresses of the demo accounts that exist in the database. */
export async function findDemoAccounts(db: Database): Promise<string[]> {
  const rows = await findDemoAccountRows(db);
  return rows.map((row) => row.email).sort();
}

/**
 * Creates the demo accounts whose addresses are free; an address someone already has is left
 * as it is. Safe when several processes do it at once: an account another one just created is
 * skipped (ON CONFLICT).
 */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const taken = await db.select({ email: users.email }).from(users).where(inArray(users.email, DEMO_EMAILS));
  const existing = new Set(taken.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !existing.has(account.email));
  if (missing.length === 0) {
    return;
  }
  const passwordHash = DEMO_PASSWORD_HASH;
  await db
    .insert(users)
    .values(missing.map((account) => ({ ...account, passwordHash, demo: true })))
    .onConflictDoNothing({ target: users.email });
}

/** Deletes the demo accounts and what belongs to them (sessions, progress, completions); answers their addresses. */
export async function removeDemoAccounts(db: Database): Promise<string[]> {
  const found = await findDemoAccountRows(db);
  if (found.length === 0) {
    return [];
  }
  const ids = found.map((row) => row.id);
  const removed = await db.delete(users).where(inArray(users.id, ids)).returning({ email: users.email });
  return removed.map((row) => row.email).sort();
}
