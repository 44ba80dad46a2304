import { and, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { sessions, users } from '../db/schema';
import { batchPerTurn, perDatabase } from './batch';

export type UserRow = typeof users.$inferSelect;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

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
    lastUsedAt: now,
  });
  return token;
}

/**
 * How often a session's last use is written: at most once a minute per session, so a page
 * that makes ten calls writes once, and the idle limit is still kept to the minute.
 */
export const LAST_USE_PRECISION_MS = 60 * 1000;

/**
 * The user of a live session: not expired (SESSION_DAYS), not revoked, and used within the
 * last `idleHours` (SESSION_IDLE_HOURS, ASVS 3.3.2). A session left unused longer is deleted
 * and gives no user. Concurrent lookups share one query.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  idleHours: number,
  now = new Date(),
): Promise<UserRow | null> {
  const tokenHash = hashToken(token);
  const session = await sessionLookup(db)(tokenHash);
  // A disabled account's sessions are revoked when it is disabled; this covers one made meanwhile.
  if (!session || session.expiresAt.getTime() <= now.getTime() || session.user.disabledAt) {
    return null;
  }
  const unusedMs = now.getTime() - session.lastUsedAt.getTime();
  if (unusedMs >= idleHours * HOUR_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (unusedMs >= LAST_USE_PRECISION_MS) {
    await sessionTouches(db)({ tokenHash, now });
  }
  return session.user;
}

// Sessions used in one turn get their last use written together (issue 25: 2,000 learners who
// started together all passed the minute together, and 2,000 single updates stalled the saves).
const sessionTouches = perDatabase((db: Database) =>
  batchPerTurn(
    async (touches: Array<{ tokenHash: string; now: Date }>) => {
      const now = new Date(touches.reduce((latest, touch) => Math.max(latest, touch.now.getTime()), 0));
      // The condition keeps parallel requests of one session to one write between them.
      await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(
          and(
            inArray(
              sessions.tokenHash,
              touches.map((touch) => touch.tokenHash),
            ),
            lt(sessions.lastUsedAt, now),
          ),
        );
      return touches.map(() => undefined);
    },
    { inFlight: 2 },
  ),
);

const sessionLookup = perDatabase((db: Database) =>
  batchPerTurn(
    async (tokenHashes: string[]) => {
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          expiresAt: sessions.expiresAt,
          lastUsedAt: sessions.lastUsedAt,
          user: users,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.tokenHash, tokenHashes), isNull(sessions.revokedAt)));
      const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((hash) => byHash.get(hash) ?? null);
    },
    { inFlight: 2 },
  ),
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
