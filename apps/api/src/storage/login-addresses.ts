import { and, eq, gte, lt } from 'drizzle-orm';
import { hashToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { loginAddresses } from '../db/schema';

/** How long an address an account logged in from stays the owner's usual address. */
export const LOGIN_ADDRESS_MEMORY_DAYS = 90;
const MEMORY_MS = LOGIN_ADDRESS_MEMORY_DAYS * 24 * 60 * 60 * 1000;

// With the account's id in the hash, one table of hashed addresses serves no other account.
const addressHash = (userId: number, addressKey: string) =>
  hashToken(`login-address:${userId}:${addressKey}`);

/**
 * Remembers that the account gave its right password from this address (a `clientAddressKey`),
 * and forgets every address no account has used for 90 days: the table stays small.
 */
export async function rememberLoginAddress(
  db: Database,
  userId: number,
  addressKey: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(loginAddresses)
    .values({ userId, addressHash: addressHash(userId, addressKey), lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [loginAddresses.userId, loginAddresses.addressHash],
      set: { lastSuccessAt: now },
    });
  await db
    .delete(loginAddresses)
    .where(lt(loginAddresses.lastSuccessAt, new Date(now.getTime() - MEMORY_MS)));
}

/**
 * Forgets every address the account logged in from. Called whenever its password is set anew
 * (reset, change) or its e-mail address changes: whoever logged in with a stolen password is a
 * stranger again, held to the account-wide limit like anyone else.
 */
export async function forgetLoginAddresses(db: Database, userId: number): Promise<void> {
  await db.delete(loginAddresses).where(eq(loginAddresses.userId, userId));
}

/** Whether the account gave its right password from this address in the last 90 days. */
export async function isUsualLoginAddress(
  db: Database,
  userId: number,
  addressKey: string,
  now = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ userId: loginAddresses.userId })
    .from(loginAddresses)
    .where(
      and(
        eq(loginAddresses.userId, userId),
        eq(loginAddresses.addressHash, addressHash(userId, addressKey)),
        gte(loginAddresses.lastSuccessAt, new Date(now.getTime() - MEMORY_MS)),
      ),
    );
  return row !== undefined;
}
