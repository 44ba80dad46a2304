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
const DAY = 24 * HOUR;

/** Every rate limit of the API, in one place. */
export const RATE_LIMITS = {
  /**
   * Failed logins per client IP. A correct password is never counted, and many pupils share one
   * school address: a class of 30 with three typos each (90 failures) still gets in.
   */
  loginFailuresPerIp: { limit: 100, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords per account (e-mail address, known or not), whoever tries and by whichever
   * call (login, password change, e-mail change, account deletion). After 10 the account refuses
   * every password, the right one too, until the window ends (ASVS 2.2.1).
   */
  loginFailuresPerAccount: { limit: 10, windowSeconds: 15 * MINUTE },
  // A whole class may register together from one school address.
  registerPerIp: { limit: 30, windowSeconds: HOUR },
  passwordResetPerIp: { limit: 5, windowSeconds: HOUR },
  /** New passwords set with one live reset link (each is a slow hash); the first one uses it up. */
  newPasswordPerLink: { limit: 3, windowSeconds: HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR },
  verificationMailPerUser: { limit: 3, windowSeconds: HOUR },
  /** E-mail address changes per account (each mails the old and the new address). */
  emailChangePerUser: { limit: 5, windowSeconds: DAY },
  /** Certificate mails per certificate token: a typo in the address may be corrected twice. */
  certificateMailPerToken: { limit: 3, windowSeconds: HOUR },
  /** Certificate mails per client IP: a class of 30 behind one school address, some twice. */
  certificateMailPerIp: { limit: 100, windowSeconds: HOUR },
  /** Join codes tried per account: a pupil's typos, not a search through the codes. */
  roomJoinsPerUser: { limit: 20, windowSeconds: HOUR },
  /** Comments per account: a lively discussion, not a flood. */
  commentsPerUser: { limit: 60, windowSeconds: HOUR },
  /** Archive uploads per account and day. */
  archiveUploadsPerUser: { limit: 100, windowSeconds: DAY },
  /** Archive bytes per account and day: twenty files of the largest size (10 MB). */
  archiveUploadBytesPerUser: { limit: 200_000_000, windowSeconds: DAY },
  /** Anonymous evaluation saves per client IP (one per completed course): a class of 30, many courses. */
  evaluationSavesPerIp: { limit: 200, windowSeconds: HOUR },
  accessibilityReportPerIp: { limit: 5, windowSeconds: HOUR },
  // Each report mails a receipt to the address given: no one address may be flooded from many IPs.
  accessibilityReportPerEmail: { limit: 5, windowSeconds: HOUR },
  // Answer checks ("Rätta svaret", and saved answers shown again) from one address: a class of 30
  // on one school address, 40 questions each checked about five times, fits.
  answerCheckPerIp: { limit: 6000, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>;

export const TOO_MANY_REQUESTS = 'För många försök. Vänta en stund och försök igen.';

// Counters older than this are no longer needed by any window above.
const STALE_AFTER_MS = 24 * HOUR * 1000;

// The counter column is a 32-bit integer; byte counts stop growing here.
const COUNT_MAX = 2_147_483_647;

export interface RateLimitOptions {
  /** How much this request uses: 1 (the default) per request, or its size for a byte limit. */
  amount?: number;
  now?: Date;
}

/**
 * Counts one request (or `amount`, e.g. bytes) against `key` in a fixed window kept in the
 * database, so every API process shares the count. Over the limit it sets `Retry-After`
 * (seconds until the window ends) on the reply and throws a 429; a refused request still
 * counts. Keys are stored hashed: the table holds no e-mail addresses or IPs.
 */
export async function rateLimit(
  db: Database,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
  { amount = 1, now = new Date() }: RateLimitOptions = {},
): Promise<void> {
  const counter = await addToCounter(db, key, rule, amount, now);
  if (counter.count > rule.limit) {
    refuse(reply, counter.windowStart, rule, now);
  }
}

/**
 * Refuses (429) when `key` has used up its window, without counting this request: for limits
 * that count only failures, together with `countAgainst` once a request has failed.
 */
export async function refuseWhenUsedUp(
  db: Database,
  reply: FastifyReply,
  key: string,
  rule: RateLimitRule,
  now = new Date(),
): Promise<void> {
  const [counter] = await db
    .select({ windowStart: rateLimits.windowStart, count: rateLimits.count })
    .from(rateLimits)
    .where(eq(rateLimits.key, hashToken(key)));
  const live = counter && counter.windowStart.getTime() > now.getTime() - rule.windowSeconds * 1000;
  if (live && counter.count >= rule.limit) {
    refuse(reply, counter.windowStart, rule, now);
  }
}

/** Counts one event (a failed password), or `amount`, against `key` without refusing anything now. */
export async function countAgainst(
  db: Database,
  key: string,
  rule: RateLimitRule,
  { amount = 1, now = new Date() }: RateLimitOptions = {},
): Promise<void> {
  await addToCounter(db, key, rule, amount, now);
}

async function addToCounter(db: Database, key: string, rule: RateLimitRule, amount: number, now: Date) {
  const windowStartsAfter = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const nowText = now.toISOString();
  const added = Math.min(Math.max(0, Math.ceil(amount)), COUNT_MAX);
  // One upsert: concurrent requests each add exactly their amount, and an ended window restarts.
  const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter}::timestamptz`;
  const [counter] = await db
    .insert(rateLimits)
    .values({ key: hashToken(key), windowStart: now, count: added })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${nowText}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then ${added} else least(${rateLimits.count}::bigint + ${added}, ${COUNT_MAX})::integer end`,
      },
    })
    .returning({ windowStart: rateLimits.windowStart, count: rateLimits.count });
  if (!counter) {
    throw new Error('rateLimit: the upsert returned no row');
  }
  if (counter.windowStart.getTime() === now.getTime()) {
    // A new window: a good moment to forget old counters.
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - STALE_AFTER_MS)));
  }
  return counter;
}

function refuse(reply: FastifyReply, windowStart: Date, rule: RateLimitRule, now: Date): never {
  const endsAt = windowStart.getTime() + rule.windowSeconds * 1000;
  reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000))));
  throw new HttpError(429, TOO_MANY_REQUESTS);
}
