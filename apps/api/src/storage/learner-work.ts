import { and, count, countDistinct, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  certificates,
  completions,
  evaluationAnswers,
  learningEvents,
  pageReaches,
  progress,
  questionAnswers,
} from '../db/schema';

/** How many learners with accounts have saved answers on each of `blockIds` in a course. */
export async function learnersByBlock(
  db: Database,
  educationId: number,
  blockIds: readonly string[],
): Promise<Map<string, number>> {
  if (blockIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ blockId: progress.blockId, learners: countDistinct(progress.userId) })
    .from(progress)
    .where(and(eq(progress.educationId, educationId), inArray(progress.blockId, [...blockIds])))
    .groupBy(progress.blockId);
  return new Map(rows.map((row) => [row.blockId, Number(row.learners)]));
}

/** Learners' saved answers (not the evaluation's) on `blockIds` of a course, one row per learner and block. */
export async function answersOnBlocks(
  db: Database,
  educationId: number,
  blockIds: readonly string[],
): Promise<Array<{ blockId: string; values: string[] }>> {
  if (blockIds.length === 0) {
    return [];
  }
  return db
    .select({ blockId: progress.blockId, values: progress.values })
    .from(progress)
    .where(
      and(
        eq(progress.educationId, educationId),
        eq(progress.part, 'normal'),
        inArray(progress.blockId, [...blockIds]),
      ),
    );
}

/** What learners have done in a course: in progress (answers, no completion), completions, certificates. */
export async function learnerWorkIn(db: Database, educationId: number) {
  // One after another: in a transaction the queries share one connection.
  const [inProgress] = await db
    .select({ value: countDistinct(progress.userId) })
    .from(progress)
    .where(
      and(
        eq(progress.educationId, educationId),
        notExists(
          db
            .select({ id: completions.id })
            .from(completions)
            .where(and(eq(completions.educationId, educationId), eq(completions.userId, progress.userId))),
        ),
      ),
    );
  const [completed] = await db
    .select({ value: count() })
    .from(completions)
    .where(eq(completions.educationId, educationId));
  const [certified] = await db
    .select({ value: count() })
    .from(certificates)
    .where(eq(certificates.educationId, educationId));
  const [evaluated] = await db
    .select({ value: count() })
    .from(evaluationAnswers)
    .where(eq(evaluationAnswers.educationId, educationId));
  return {
    inProgress: Number(inProgress?.value ?? 0),
    completions: Number(completed?.value ?? 0),
    certificates: Number(certified?.value ?? 0),
    evaluations: Number(evaluated?.value ?? 0),
  };
}

/**
 * Whether anyone has done anything in a course: answers, a completion, a certificate, an
 * evaluation, or a start or pass in the statistics (learning events, anonymous ones too: issue 37).
 */
export async function hasLearnerWork(db: Database, educationId: number): Promise<boolean> {
  const work = await learnerWorkIn(db, educationId);
  if (work.completions + work.certificates + work.evaluations > 0) {
    return true;
  }
  // Saved answers, and the statistics' traces (learning events, answers and page reaches, issue
  // 37): one row of any is enough, so none is counted.
  const traces = [
    [progress, progress.educationId],
    [learningEvents, learningEvents.educationId],
    [questionAnswers, questionAnswers.educationId],
    [pageReaches, pageReaches.educationId],
  ] as const;
  for (const [table, column] of traces) {
    const found = await db.select({ one: sql`1` }).from(table).where(eq(column, educationId)).limit(1);
    if (found.length > 0) {
      return true;
    }
  }
  return false;
}

/** How many learners with accounts have saved answers on any of `blockIds` in a course. */
export async function learnersOnAnyBlock(
  db: Database,
  educationId: number,
  blockIds: readonly string[],
): Promise<number> {
  if (blockIds.length === 0) {
    return 0;
  }
  const [row] = await db
    .select({ learners: countDistinct(progress.userId) })
    .from(progress)
    .where(and(eq(progress.educationId, educationId), inArray(progress.blockId, [...blockIds])));
  return Number(row?.learners ?? 0);
}
