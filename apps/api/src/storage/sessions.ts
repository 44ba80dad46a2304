import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { batchPerTurn, perDatabase } from './batch';

export type UserRow = typeof users.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Starts a session and returns its bearer token; only the token's hash is stored. */
export async function createSession(
  db: Database,
  userId: number,
  days: number,
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

/** The user of a live session: not expired, not revoked. Concurrent lookups share one query. */
export function findSessionUser(db: Database, token: string): Promise<UserRow | null> {
  return sessionLookup(db)(hashToken(token));
}

const sessionLookup = perDatabase((db: Database) =>
  batchPerTurn(async (tokenHashes: string[]) => {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes),
          gt(sessions.expiresAt, new Date()),
          isNull(sessions.revokedAt),
        ),
      );
    const byHash = new Map(rows.map((row) => [row.tokenHash, row.user]));
    return tokenHashes.map((hash) => byHash.get(hash) ?? null);
  }),
);

/** Ends one session (logout). */
export async function revokeSession(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of a user but the given one (after a password change). */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepToken: string | null,
): Promise<void> {
  const condition = keepToken
    ? and(
        eq(sessions.userId, userId),
        ne(sessions.tokenHash, hashToken(keepToken)),
        isNull(sessions.revokedAt),
      )
    : and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db.update(sessions).set({ revokedAt: new Date() }).where(condition);
}
