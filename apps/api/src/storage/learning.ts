import { answerBytes, educationKey } from '@jamstalldhet/blocks/engine';
import type { Education, EducationUser, ProgressEntry } from '@jamstalldhet/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { accessRequests, certificates, completions, progress } from '../db/schema';
import { batchPerTurn, oneAtATimePerKey, perDatabase } from './batch';
import { startsOfSaved } from './learning-events';

/** A user's saved answers in one education (both parts). */
export async function findProgress(
  db: Database,
  userId: number,
  educationId: number,
): Promise<ProgressEntry[]> {
  const rows = await db
    .select()
    .from(progress)
    .where(and(eq(progress.userId, userId), eq(progress.educationId, educationId)));
  return rows.map((row) => ({ educationId, blockId: row.blockId, values: row.values, part: row.part }));
}

/**
 * Saves answers: one row per block and part, the last write wins, other blocks are never
 * touched. Idempotent: the same answers twice leave the same state. Concurrent saves (many
 * learners at once) share one statement; each caller waits until its rows are stored.
 */
export async function saveProgress(
  db: Database,
  userId: number,
  educationId: number,
  answers: ReadonlyArray<{ block_id: string; values: string[] }>,
  part: 'normal' | 'evaluation' = 'normal',
): Promise<void> {
  if (answers.length === 0) {
    return;
  }
  const rows = answers.map((answer) => ({
    userId,
    educationId,
    blockId: answer.block_id,
    part,
    values: answer.values,
  }));
  await progressWriter(db)(rows);
}

type ProgressRow = typeof progress.$inferInsert;

const progressWriter = perDatabase((db: Database) =>
  batchPerTurn(async (batches: ProgressRow[][]) => {
    // One statement may not update a row twice: the last answer to a block wins, in arrival order.
    const latest = new Map<string, ProgressRow>();
    for (const row of batches.flat()) {
      latest.set(JSON.stringify([row.userId, row.educationId, row.blockId, row.part]), row);
    }
    await upsertProgress(db, [...latest.values()]);
    return batches.map(() => undefined);
  }),
);

/**
 * One row per block and part: an answer given again replaces the stored one. The rows go as
 * one JSON parameter rather than five parameters each: building and binding thousands of
 * parameters cost the server more than the write (issue 25), and PostgreSQL binds at most
 * 65,535 in one statement, so a batch of any size is one statement. The same statement records
 * the start of each course a learner saves to for the first time (storage/learning-events.ts).
 */
async function upsertProgress(db: Database, rows: ProgressRow[]): Promise<void> {
  const records = rows.map((row) => ({
    user_id: row.userId,
    education_id: row.educationId,
    block_id: row.blockId,
    part: row.part ?? 'normal',
    values: row.values,
  }));
  await db.execute(sql`
    with saved as (
      insert into progress (user_id, education_id, block_id, part, "values", updated_at)
      select r.user_id, r.education_id, r.block_id, r.part, r."values", now()
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as r(user_id int, education_id int, block_id text, part text, "values" jsonb)
      on conflict (user_id, education_id, block_id, part)
        do update set "values" = excluded."values", updated_at = excluded.updated_at
      returning user_id, education_id, part
    )
    ${startsOfSaved(sql.raw('saved'))}`);
}

// The advisory lock namespace (the first key of pg_advisory_xact_lock(int, int)) of an account's
// saved answers, the second key being the account id. Others in use: 1409 and 1410 (single keys,
// room-staff.ts and account-admin.ts), 1411 with a room id (room-staff.ts).
const ANSWER_BYTES_LOCK = 1412;

// One account's saves in this process take turns here, before they take a database connection:
// an account holds at most one connection per process for its saves, however many it sends at
// once, so it cannot fill the pool (10 connections on PostgreSQL) and hold up other accounts.
const accountTurns = perDatabase((_db: Database) => oneAtATimePerKey<number>());

/** One learner's save as the batch of saves takes it. */
interface CappedSave {
  userId: number;
  educationId: number;
  answers: ReadonlyArray<{ block_id: string; values: string[] }>;
  maxBytes: number;
}

// Two save transactions at once per process: one commits while the next gathers the saves that
// arrived meanwhile (issue 25: a transaction per turn of the event loop wrote 230 saves a second
// on PostgreSQL, most of the time spent on round trips; fewer, larger ones write more).
const SAVE_BATCHES_IN_FLIGHT = 2;

// The saves made in one turn of the event loop, written in one transaction (issue 25: a
// transaction per save held PGlite to about 250 saves a second, and learners' saves queued for
// seconds). An account's saves still take turns (`accountTurns`), so a batch holds at most one
// save of an account.
const cappedSaveBatches = perDatabase((db: Database) =>
  batchPerTurn<CappedSave, boolean>((saves) => saveBatchWithinBytes(db, saves), {
    inFlight: SAVE_BATCHES_IN_FLIGHT,
  }),
);

/**
 * Saves answers as `saveProgress` does, unless the account's saved answers, all courses
 * together, would then be over `maxBytes` (the answers replaced do not count twice): then it
 * saves nothing and answers false. The count and the write run in one transaction under a lock
 * per account, so parallel saves to different courses take turns: each counts what the ones
 * before it stored, and together they cannot pass the cap. In one process an account's saves
 * wait their turn before they take a connection (`accountTurns`), so each account holds at most
 * one connection per process and other accounts' requests find the pool free; the advisory lock
 * makes saves from other processes take turns too. Saves of different accounts made at the same
 * moment share one transaction (`saveBatchWithinBytes`); each caller still waits for the commit.
 * No answers: nothing to store or count, true without a transaction.
 */
export async function saveProgressWithinBytes(
  db: Database,
  userId: number,
  educationId: number,
  answers: ReadonlyArray<{ block_id: string; values: string[] }>,
  maxBytes: number,
): Promise<boolean> {
  if (answers.length === 0) {
    return true;
  }
  return accountTurns(db)(userId, () => cappedSaveBatches(db)({ userId, educationId, answers, maxBytes }));
}

/**
 * Several accounts' saves (one each) in one transaction: their locks taken in account order (so
 * two processes' batches cannot wait for each other), their stored bytes counted in one query,
 * each save written or refused by its own cap, all written rows in one upsert.
 */
async function saveBatchWithinBytes(db: Database, saves: readonly CappedSave[]): Promise<boolean[]> {
  const userIds = [...new Set(saves.map((save) => save.userId))].sort((a, b) => a - b);
  if (userIds.length !== saves.length) {
    throw new Error('a batch of saves holds one save per account');
  }
  return inTransaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${ANSWER_BYTES_LOCK}, id::int)
        from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) as id order by id::int`,
    );
    const kept = await storedAnswerBytesOf(
      tx,
      saves.map((save) => ({
        userId: save.userId,
        educationId: save.educationId,
        part: 'normal' as const,
        blockIds: save.answers.map((answer) => answer.block_id),
      })),
    );
    const written = saves.map(
      (save) => (kept.get(save.userId) ?? 0) + answerBytes(save.answers) <= save.maxBytes,
    );
    const rows = saves.flatMap((save, index) =>
      written[index]
        ? save.answers.map((answer) => ({
            userId: save.userId,
            educationId: save.educationId,
            blockId: answer.block_id,
            part: 'normal' as const,
            values: answer.values,
          }))
        : [],
    );
    if (rows.length > 0) {
      await upsertProgress(tx, rows);
    }
    return written;
  });
}

/** What a save replaces: an account's blocks in one education and part, which do not count twice. */
interface Replacing {
  userId: number;
  educationId: number;
  part: 'normal' | 'evaluation';
  blockIds: readonly string[];
}

/**
 * Bytes (UTF-8) each account has stored, all courses together, leaving out the blocks its save
 * replaces, for many accounts in one query. The blocks go as a JSON parameter, like the upsert's
 * rows (`upsertProgress`).
 */
async function storedAnswerBytesOf(
  db: Database,
  replacing: readonly Replacing[],
): Promise<Map<number, number>> {
  const replaced = replacing.flatMap((save) =>
    save.blockIds.map((blockId) => ({
      user_id: save.userId,
      education_id: save.educationId,
      part: save.part,
      block_id: blockId,
    })),
  );
  const result = await db.execute(sql`
    select p.user_id as "userId",
      coalesce(sum((select coalesce(sum(octet_length(value)), 0) from jsonb_array_elements_text(p.values) as value)), 0) as bytes
    from progress p
    where p.user_id in (select id::int from jsonb_array_elements_text(${JSON.stringify(replacing.map((save) => save.userId))}::jsonb) as id)
      and not exists (
        select 1 from jsonb_to_recordset(${JSON.stringify(replaced)}::jsonb)
          as r(user_id int, education_id int, part text, block_id text)
        where r.user_id = p.user_id and r.education_id = p.education_id and r.part = p.part
          and r.block_id = p.block_id
      )
    group by p.user_id`);
  const rows = (result as unknown as { rows: Array<{ userId: number; bytes: string | number }> }).rows;
  return new Map(rows.map((row) => [Number(row.userId), Number(row.bytes)]));
}

/**
 * Bytes (UTF-8) of the values a user has saved, all courses together, leaving out the blocks
 * `replaced` in one education and part (a save overwrites them). Counted as `answerBytes` does.
 */
export async function storedAnswerBytes(
  db: Database,
  userId: number,
  replacing: { educationId: number; part: 'normal' | 'evaluation'; replaced: readonly string[] },
): Promise<number> {
  const bytes = await storedAnswerBytesOf(db, [
    { userId, educationId: replacing.educationId, part: replacing.part, blockIds: replacing.replaced },
  ]);
  return bytes.get(userId) ?? 0;
}

/** Removes a user's answers in one education (start over). */
export async function resetProgress(db: Database, userId: number, educationId: number): Promise<void> {
  await db.delete(progress).where(and(eq(progress.userId, userId), eq(progress.educationId, educationId)));
}

/** Education ids the user has answers in, completed, or asked access to. */
export async function userEducationIds(db: Database, userId: number): Promise<number[]> {
  const [answered, completed, requested] = await Promise.all([
    db.selectDistinct({ id: progress.educationId }).from(progress).where(eq(progress.userId, userId)),
    db.select({ id: completions.educationId }).from(completions).where(eq(completions.userId, userId)),
    db
      .select({ id: accessRequests.educationId })
      .from(accessRequests)
      .where(eq(accessRequests.userId, userId)),
  ]);
  return [...new Set([...answered, ...completed, ...requested].map((row) => row.id))];
}

/** The `user` part of an education for a logged-in learner (SPEC §3). */
export async function educationUser(
  db: Database,
  userId: number,
  education: Education,
): Promise<EducationUser> {
  const educationId = educationKey(education);
  // The completion, its certificate and the access request in one round trip: a logged-in
  // learner reads this with every course (issue 25: three statements each under 2,000 learners).
  const [answers, state] = await Promise.all([
    findProgress(db, userId, educationId),
    db.execute(sql`
      select ${completions.id} as "completionId", ${certificates.code} as "code",
        floor(extract(epoch from ${certificates.issuedAt}))::bigint as "issuedAt",
        (select ${accessRequests.status} from ${accessRequests}
          where ${accessRequests.userId} = ${userId} and ${accessRequests.educationId} = ${educationId}
          limit 1) as "requestStatus"
      from (select 1) as one
      left join ${completions} on ${completions.userId} = ${userId} and ${completions.educationId} = ${educationId}
      left join ${certificates} on ${certificates.completionId} = ${completions.id}
      limit 1`),
  ]);
  const [row] = (
    state as unknown as {
      rows: Array<{
        completionId: number | null;
        code: string | null;
        issuedAt: string | number | null;
        requestStatus: string | null;
      }>;
    }
  ).rows;
  const completion = row?.completionId != null;
  const certificate: EducationUser['certificate'] =
    row?.code != null && row.issuedAt != null ? { code: row.code, issued_at: Number(row.issuedAt) } : null;
  const request =
    row?.requestStatus == null ? null : { status: row.requestStatus as EducationUser['status'] };
  return {
    status: completion ? 'completed' : (request?.status ?? null),
    answers,
    certificate,
  };
}

/**
 * Whether a user (or an anonymous visitor, null) may take an education now (SPEC §6 access
 * levels): an open course anyone, a `users` course anyone logged in, a `users_approved` course
 * after approval or completion, which only it needs a look at. The one rule: the API's `course`
 * and `learner` access kinds (http/access.ts) and what a post shows decide by it.
 */
export async function mayTake(db: Database, userId: number | null, education: Education): Promise<boolean> {
  if (education.access === 'open') {
    return true;
  }
  if (userId === null) {
    return false;
  }
  switch (education.access) {
    case 'users':
      return true;
    case 'users_approved': {
      const educationId = educationKey(education);
      const [[request], [completion]] = await Promise.all([
        db
          .select({ status: accessRequests.status })
          .from(accessRequests)
          .where(and(eq(accessRequests.userId, userId), eq(accessRequests.educationId, educationId)))
          .limit(1),
        db
          .select({ id: completions.id })
          .from(completions)
          .where(and(eq(completions.userId, userId), eq(completions.educationId, educationId)))
          .limit(1),
      ]);
      return request?.status === 'approved' || Boolean(completion);
    }
    default:
      return education.access satisfies never;
  }
}
