import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { oneTimeTokens } from '../db/schema';

export type TokenPurpose = (typeof oneTimeTokens.$inferSelect)['purpose'];

/**
 * Issues a single-use token for a mailed link and returns it; only its hash is stored. Older
 * tokens of the same purpose stop working, so only the latest mail's link is valid.
 */
export async function issueOneTimeToken(
  db: Database,
  options: { userId: number; purpose: TokenPurpose; lifetimeMs: number },
  now = new Date(),
): Promise<string> {
  const token = newToken();
  await db.transaction(async (transaction) => {
    await transaction
      .delete(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, options.userId), eq(oneTimeTokens.purpose, options.purpose)));
    await transaction.insert(oneTimeTokens).values({
      userId: options.userId,
      purpose: options.purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + options.lifetimeMs),
    });
  });
  return token;
}

/** The user id of a live token (unused, unexpired, of this purpose), or null. */
export async function findLiveToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId })
    .from(oneTimeTokens)
    .where(liveToken(token, purpose, now))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses a live token up and returns its user id, or null. One conditional update, so two
 * requests racing with the same link cannot both succeed.
 */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(liveToken(token, purpose, now))
    .returning({ userId: oneTimeTokens.userId });
  return row?.userId ?? null;
}

/** Withdraws a user's outstanding tokens of one purpose (their links were mailed elsewhere). */
export async function withdrawTokens(db: Database, userId: number, purpose: TokenPurpose): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
}

function liveToken(token: string, purpose: TokenPurpose, now: Date) {
  return and(
    eq(oneTimeTokens.tokenHash, hashToken(token)),
    eq(oneTimeTokens.purpose, purpose),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, now),
  );
}
