import { eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { hashToken } from '../auth/secrets';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';

export interface RateLimitRule {
  /** Requests allowed in one window; the next one is refused until the window ends. */
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Every rate limit of the API, in one place. */
export const RATE_LIMITS = {
  /** Failed logins per client IP; a successful login gives its attempt back. */
  loginPerIp: { limit: 10, windowSeconds: 15 * MINUTE },
  /** Failed logins per e-mail address, whoever tries. */
  loginPerEmail: { limit: 10, windowSeconds: 15 * MINUTE },
  // A whole class may register together from one school address.
  registerPerIp: { limit: 30, windowSeconds: HOUR },
  passwordResetPerIp: { limit: 5, windowSeconds: HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR },
  verificationMailPerUser: { limit: 3, windowSeconds: HOUR },
  accessibilityReportPerIp: { limit: 5, windowSeconds: HOUR },
  // Each report mails a receipt to the address given: no one address may be flooded from many IPs.
  accessibilityReportPerEmail: { limit: 5, windowSeconds: HOUR },
  // Answer checks ("Rätta svaret") from one address: a class of 30 checking every question a
  // few times fits; a script walking every option of every course does not.
  answerCheckPerIp: { limit: 3000, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const TOO_MANY_REQUESTS = 'För många försök. Vänta en stund och försök igen.';

// Counters older than this are no longer needed by any window above.
const STALE_AFTER_MS = 24 * HOUR * 1000;

/**
 * Counts one request against `key` in a fixed window kept in the database, so every API
 * process shares the count. Over the limit it sets `Retry-After` (seconds until the window
 * ends) on the reply and throws a 429. Keys are stored hashed: the table holds no e-mail
 * addresses or IPs.
 */
export async function rateLimit(
  db: Database,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<void> {
  const windowStartsAfter = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const nowText = now.toISOString();
  // One upsert: concurrent requests each add exactly one, and an ended window restarts at 1.
  const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter}::timestamptz`;
  const [counter] = await db
    .insert(rateLimits)
    .values({ key: hashToken(key), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${nowText}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  if (!counter) {
    throw new Error('rateLimit: the upsert returned no row');
  }
  if (counter.count === 1) {
    // A new window: a good moment to forget old counters.
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  }
  if (counter.count > rule.limit) {
    const endsAt = counter.windowStart.getTime() + rule.windowSeconds * 1000;
    reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000))));
    throw new HttpError(429, TOO_MANY_REQUESTS);
  }
}

/** Gives one counted request back (a login that succeeded was no guess). */
export async function forgiveRequest(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, hashToken(key)));
}
