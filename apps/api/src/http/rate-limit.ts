import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { hashToken } from '../auth/secrets';
import { type Database, inTransaction } from '../db/database';
import { rateLimits } from '../db/schema';
import { batchPerTurn, perDatabase } from '../storage/batch';
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
   * Failed logins per client IP, whichever accounts they tried. A right password is never
   * counted, and many pupils share one school address: a class of 30, each mistyping twice in
   * the same quarter hour (60), still gets in. One address guesses at most 5,760 a day.
   */
  loginFailuresPerIp: { limit: 60, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords per account (e-mail address, known or not) and client IP, by any call
   * (login, password change, e-mail change, account deletion). Used up, that address is refused
   * every password for the account, the right one too; the owner elsewhere is not (ASVS 2.2.1).
   */
  loginFailuresPerAccountAndIp: { limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Wrong passwords per account from all addresses together: ASVS 2.2.1's cap of 100 an hour,
   * so an attacker with any number of addresses makes at most 2,400 guesses a day. Used up, it
   * refuses only addresses the account has not logged in from in 90 days (`login_addresses`):
   * strangers cannot lock the owner out at the usual address.
   */
  loginFailuresPerAccount: { limit: 100, windowSeconds: HOUR },
  // A whole class may register together from one school address.
  registerPerIp: { limit: 30, windowSeconds: HOUR },
  passwordResetPerIp: { limit: 5, windowSeconds: HOUR },
  /** New passwords set with one live reset link (each is a slow hash); the first one uses it up. */
  newPasswordPerLink: { limit: 3, windowSeconds: HOUR },
  passwordResetPerEmail: { limit: 3, windowSeconds: HOUR },
  verificationMailPerUser: { limit: 3, windowSeconds: HOUR },
  /** E-mail address changes per account (each mails the old and the new address). */
  emailChangePerUser: { limit: 5, windowSeconds: DAY },
  /**
   * Certificate requests per certificate token. The first one issues the certificate and spends
   * the token (issue 21); the others are refused, and a few refusals are enough to tell.
   */
  certificateMailPerToken: { limit: 3, windowSeconds: HOUR },
  /** Certificate mails per client IP: a class of 30 behind one school address, in several courses. */
  certificateMailPerIp: { limit: 100, windowSeconds: HOUR },
  /**
   * Failed anonymous completions (not passed) per client IP and course; a passed one is never
   * counted, nor is a logged-in learner's (those count per account and on
   * `completionFailuresPerIpAndCourseLoggedIn`), so a pupil cannot lock the class out. A class of 30 anonymous behind one school address, three failed
   * tries each (90), still gets through.
   * A failure says only that the course was not passed (and what is unanswered), so a blind
   * guesser must try whole answer sets: N questions of k options need k^N / 2 tries on average,
   * at most 2,400 a day (docs/security.md). Used up, every attempt is refused, a right one too.
   */
  completionFailuresPerIpAndCourse: { limit: 100, windowSeconds: HOUR },
  /**
   * Anonymous starts of a course reported per client IP (issue 26's statistics): a class of 30
   * starting together behind one school address, each on two devices, and their restarts. What
   * passes the limit is not counted; one address adds at most 2,400 starts a day to a course.
   */
  courseStartsPerIpAndCourse: { limit: 100, windowSeconds: HOUR },
  /**
   * Anonymous page reaches per client IP and course (issue 37): a class of 30 behind one school
   * address going through a course of 40 pages in an hour fits; a script adds at most this many.
   */
  pageReachesPerIpAndCourse: { limit: 2000, windowSeconds: HOUR },
  /**
   * Anonymous passes per client IP and course: each is a completion (and a pass in the
   * statistics), so a script that knows the answers cannot add them without end. A class of 30
   * anonymous learners behind one school address, each on several devices, fits.
   */
  anonymousPassesPerIpAndCourse: { limit: 100, windowSeconds: HOUR },
  /** Failed completions per logged-in learner and course, from any address: a learner's retries. */
  completionFailuresPerUserAndCourse: { limit: 10, windowSeconds: HOUR },
  /**
   * Failed logged-in completions per client IP and course, all its accounts together, counted
   * besides each account's own 10: a class of 30 pupils each using up their 10 (300) fits. One
   * address registers 30 accounts an hour, so without it accounts would pile up and multiply its
   * guesses; with it an address guesses at most 100 + 300 an hour per course (docs/security.md).
   */
  completionFailuresPerIpAndCourseLoggedIn: { limit: 300, windowSeconds: HOUR },
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
  /**
   * Evaluation saves per logged-in account, from any address: one person saving as they answer,
   * about ten questions in each of several courses. A save without its token stores a new row.
   */
  evaluationSavesPerUser: { limit: 60, windowSeconds: HOUR },
  /**
   * Progress saves per logged-in account, from any address, all tabs and devices together. The
   * player pushes 2 s after an answer (answers within those 2 s go together) and in rounds every
   * `apiSynchTime` (30 s) only when something changed: about one save per answer, a learner's
   * answer every 10 s or more at most 360 an hour. 1,200 is one save every 3 s for a whole hour,
   * far above that; it bounds what one account makes the database do (each save is a
   * transaction). A refused push is sent again by the next round; the device keeps the answers.
   */
  progressSavesPerUser: { limit: 1200, windowSeconds: HOUR },
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

// When each database last forgot stale counters, and how often it may.
const lastForgetting = new WeakMap<Database, number>();
const FORGET_EVERY_MS = 60_000;

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

/** One key counted against its rule. */
export interface CountedLimit {
  key: string;
  rule: RateLimitRule;
}

/** Counts taken before the event they count; given back when it turns out not to count. */
export interface Reservation {
  giveBack(): Promise<void>;
}

/**
 * Counts one event against every key before it happens (a password check, before its slow
 * hash), each with one upsert that returns the new count: parallel requests, in any number of
 * API processes, each get a count of their own, so exactly `limit` of them pass. When a key is
 * over its limit, every count taken here is given back and a 429 thrown (`Retry-After` for the
 * window that ends last). The caller gives the reservation back when the event did not count
 * after all (a right password), or did not happen.
 */
export async function reserve(
  db: Database,
  reply: FastifyReply,
  limits: readonly CountedLimit[],
  now = new Date(),
): Promise<Reservation> {
  const counters = await Promise.all(limits.map(({ key, rule }) => addToCounter(db, key, rule, 1, now)));
  let given = false;
  const reservation: Reservation = {
    async giveBack() {
      if (given) {
        return;
      }
      given = true;
      await Promise.all(
        limits.map(({ key }, index) => {
          const windowStart = counters[index]?.windowStart ?? now;
          // Only within the window it was taken in: a window begun since starts from nothing.
          return db
            .update(rateLimits)
            .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
            .where(and(eq(rateLimits.key, hashToken(key)), eq(rateLimits.windowStart, windowStart)));
        }),
      );
    },
  };
  const over = limits
    .map(({ rule }, index) => ({ rule, counter: counters[index] }))
    .filter(({ rule, counter }) => counter !== undefined && counter.count > rule.limit)
    .map(({ rule, counter }) => ({ rule, windowStart: counter?.windowStart ?? now }))
    .sort((a, b) => windowEnd(b.windowStart, b.rule) - windowEnd(a.windowStart, a.rule));
  const [longest] = over;
  if (longest) {
    await reservation.giveBack();
    refuse(reply, longest.windowStart, longest.rule, now);
  }
  return reservation;
}

/** Counts one event, or `amount`, against `key` without refusing anything now. */
export async function countAgainst(
  db: Database,
  key: string,
  rule: RateLimitRule,
  { amount = 1, now = new Date() }: RateLimitOptions = {},
): Promise<void> {
  await addToCounter(db, key, rule, amount, now);
}

interface CounterCall {
  key: string;
  rule: RateLimitRule;
  amount: number;
  now: Date;
}

interface Counter {
  windowStart: Date;
  count: number;
}

/** Items by key, in their order (Node 20 has no `Map.groupBy`). */
function groupBy<Item, Key>(items: readonly Item[], keyOf: (item: Item) => Key): Map<Key, Item[]> {
  const groups = new Map<Key, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) {
      group.push(item);
    } else {
      groups.set(key, [item]);
    }
  }
  return groups;
}

function addToCounter(db: Database, key: string, rule: RateLimitRule, amount: number, now: Date) {
  return counterBatches(db)({ key, rule, amount, now });
}

// The counts of one turn together (issue 25: a progress save is counted on every save, and an
// upsert each was the largest share of the saves' round trips under 2,000 learners), at most
// two statements' worth at once, so the busier the database the more each statement counts.
const counterBatches = perDatabase((db: Database) =>
  batchPerTurn<CounterCall, Counter>((calls) => addToCounters(db, calls), { inFlight: 2 }),
);

/**
 * Adds each call's amount to its counter: one upsert per window length, one row per key with
 * the amounts of its calls summed, rows in key order (two batches sharing keys then lock them
 * in the same order and cannot deadlock). Each call gets the count as it stood after its own
 * amount (calls of one key in arrival order), exactly as if each had been its own upsert, so
 * exactly `limit` calls pass whichever batch or process they were counted in. Several window
 * lengths are one transaction: a failure counts none of them, and the one-by-one retry of
 * `batchPerTurn` then counts each call once.
 */
async function addToCounters(db: Database, calls: readonly CounterCall[]): Promise<Counter[]> {
  const groups = [
    ...groupBy(
      calls.map((call, index) => ({ ...call, index })),
      (call) => call.rule.windowSeconds,
    ).values(),
  ];
  const results: Counter[] = [];
  let newWindowAt: number | null = null;
  const countGroups = async (tx: Database) => {
    for (const group of groups) {
      // The batch's earliest moment for all of it (its calls were made within the same few ms):
      // a window it starts then begins no later than any caller's own moment, so the wait a
      // refused caller is told (from its own moment) is never longer than the window.
      const now = new Date(
        group.reduce((earliest, call) => Math.min(earliest, call.now.getTime()), Number.POSITIVE_INFINITY),
      );
      const windowSeconds = group[0]?.rule.windowSeconds ?? 0;
      const byKey = [...groupBy(group, (call) => hashToken(call.key))].sort(([a], [b]) => (a < b ? -1 : 1));
      const rows = await upsertCounters(tx, byKey, windowSeconds, now);
      const byHash = new Map(byKey);
      for (const row of rows) {
        // The last call of a key sees the whole sum; each one before it, less what came after.
        let after = 0;
        for (const call of [...(byHash.get(row.key) ?? [])].reverse()) {
          results[call.index] = { windowStart: row.windowStart, count: row.count - after };
          after += addedOf(call.amount);
        }
        if (row.windowStart.getTime() === now.getTime()) {
          newWindowAt = now.getTime();
        }
      }
    }
  };
  await (groups.length > 1 ? inTransaction(db, countGroups) : countGroups(db));
  if (results.length !== calls.length || results.includes(undefined as unknown as Counter)) {
    throw new Error('rateLimit: the upsert returned no row for a key');
  }
  if (newWindowAt !== null) {
    forgetStaleCounters(db, newWindowAt);
  }
  return results;
}

/** What one call adds: a whole, non-negative amount that fits the column. */
function addedOf(amount: number): number {
  return Number.isNaN(amount) ? 0 : Math.min(Math.max(0, Math.ceil(amount)), COUNT_MAX);
}

/** One upsert for keys (hashed, in order) of one window length: concurrent ones each add exactly theirs. */
async function upsertCounters(
  db: Database,
  byKey: ReadonlyArray<[string, ReadonlyArray<{ amount: number }>]>,
  windowSeconds: number,
  now: Date,
) {
  const windowStartsAfter = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  // An ended window restarts.
  const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter}::timestamptz`;
  return db
    .insert(rateLimits)
    .values(
      byKey.map(([key, keyCalls]) => ({
        key,
        windowStart: now,
        count: Math.min(
          keyCalls.reduce((sum, call) => sum + addedOf(call.amount), 0),
          COUNT_MAX,
        ),
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then excluded.count else least(${rateLimits.count}::bigint + excluded.count, ${COUNT_MAX})::integer end`,
      },
    })
    .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count });
}

/**
 * Forgets counters no window needs any more, when a new window began: at most once a minute per
 * process (each delete reads the whole table, and 2,000 learners starting windows at once did
 * 750), in the background, so no caller waits for it. A failure is harmless: the next one
 * forgets them.
 */
function forgetStaleCounters(db: Database, now: number): void {
  if (now - (lastForgetting.get(db) ?? 0) < FORGET_EVERY_MS) {
    return;
  }
  lastForgetting.set(db, now);
  db.delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - STALE_AFTER_MS)))
    .catch(() => undefined);
}

function windowEnd(windowStart: Date, rule: RateLimitRule): number {
  return windowStart.getTime() + rule.windowSeconds * 1000;
}

function refuse(reply: FastifyReply, windowStart: Date, rule: RateLimitRule, now: Date): never {
  const endsAt = windowEnd(windowStart, rule);
  reply.header('retry-after', String(Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000))));
  throw new HttpError(429, TOO_MANY_REQUESTS);
}
