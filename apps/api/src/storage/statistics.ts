import { STATISTICS_TIME_ZONE } from '@jamstalldhet/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, resultRows } from '../db/database';

// The statistics' counts (issue 26), each an aggregate the database computes over an index:
// the process reads a few rows per month, group or option, never the learners themselves.

const TIME_ZONE = STATISTICS_TIME_ZONE;

/** What is counted: one course (its key) or all, over whole months (`YYYY-MM`, both counted). */
export interface StatisticsScope {
  educationId: number | null;
  from: string;
  to: string;
}

type EventKind = 'started' | 'passed' | 'not_passed' | 'certificate';

/** How many events of a kind a month has, of learners logged in or anonymous. */
export interface MonthCount {
  month: string;
  kind: EventKind;
  anonymous: boolean;
  count: number;
}

/** How many completions (passed or not) a group of learners has. */
export interface GroupCount {
  /** The taxonomy term's id; null when the learner gave none (or was anonymous). */
  termId: number | null;
  anonymous: boolean;
  count: number;
}

/** The scope's time bounds: from the first moment of `from` to the first of the month after `to`. */
export function periodOf(column: SQL, scope: StatisticsScope): SQL {
  return sql`${column} >= (${`${scope.from}-01`}::date)::timestamp at time zone ${TIME_ZONE}
    and ${column} < ((${`${scope.to}-01`}::date + interval '1 month')::timestamp at time zone ${TIME_ZONE})`;
}

function courseOf(column: SQL, scope: StatisticsScope): SQL {
  return scope.educationId === null ? sql`true` : sql`${column} = ${scope.educationId}`;
}

/** Events by month, kind and whether the learner was anonymous. */
export async function monthCounts(db: Database, scope: StatisticsScope): Promise<MonthCount[]> {
  const result = await db.execute(sql`
    select to_char(at at time zone ${TIME_ZONE}, 'YYYY-MM') as month, kind, anonymous, count(*)::int as count
    from learning_events
    where kind in ('started', 'passed', 'not_passed', 'certificate')
      and ${periodOf(sql`at`, scope)} and ${courseOf(sql`education_id`, scope)}
    group by 1, 2, 3`);
  return resultRows<MonthCount>(result).map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * The median time from start to completion (passed or not), in seconds, of the completions
 * whose start is known (a logged-in learner's), and how many there are.
 */
export async function completionTime(
  db: Database,
  scope: StatisticsScope,
): Promise<{ count: number; medianSeconds: number | null }> {
  const result = await db.execute(sql`
    select count(*)::int as count,
      percentile_cont(0.5) within group (order by extract(epoch from at - started_at)) as median
    from learning_events
    where kind in ('passed', 'not_passed') and started_at is not null and at >= started_at
      and ${periodOf(sql`at`, scope)} and ${courseOf(sql`education_id`, scope)}`);
  const [row] = resultRows<{ count: number | string; median: number | string | null }>(result);
  return {
    count: Number(row?.count ?? 0),
    medianSeconds: row?.median === null || row?.median === undefined ? null : Number(row.median),
  };
}

/** Completions (passed or not) by the learners' organisation or work title at the time. */
export async function completionsByGroup(
  db: Database,
  scope: StatisticsScope,
  group: 'organization' | 'work_title',
): Promise<GroupCount[]> {
  const column = group === 'organization' ? sql`organization_id` : sql`work_title_id`;
  const result = await db.execute(sql`
    select ${column} as "termId", anonymous, count(*)::int as count
    from learning_events
    where kind in ('passed', 'not_passed')
      and ${periodOf(sql`at`, scope)} and ${courseOf(sql`education_id`, scope)}
    group by 1, 2`);
  return resultRows<GroupCount>(result).map((row) => ({
    termId: row.termId === null ? null : Number(row.termId),
    anonymous: row.anonymous,
    count: Number(row.count),
  }));
}

/** Evaluations of one course saved (or last changed) in the period. */
export async function evaluationRespondents(db: Database, scope: StatisticsScope & { educationId: number }) {
  const result = await db.execute(sql`
    select count(*)::int as count from evaluation_answers
    where education_id = ${scope.educationId} and ${periodOf(sql`updated_at`, scope)}`);
  return Number(resultRows<{ count: number }>(result)[0]?.count ?? 0);
}

/** How many evaluations answered each of `blockIds` (a value that is not empty), in the period. */
export async function evaluationAnswered(
  db: Database,
  scope: StatisticsScope & { educationId: number },
  blockIds: readonly string[],
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select block_id as "blockId", count(distinct evaluation_id)::int as count
    from evaluation_values
    where education_id = ${scope.educationId} and block_id in (select jsonb_array_elements_text(${JSON.stringify(blockIds)}::jsonb))
      and value <> '' and ${periodOf(sql`answered_at`, scope)}
    group by 1`);
  return new Map(
    resultRows<{ blockId: string; count: number }>(result).map((row) => [row.blockId, Number(row.count)]),
  );
}

/** How often each value was chosen in each of the choice questions `blockIds`, in the period. */
export async function evaluationChoices(
  db: Database,
  scope: StatisticsScope & { educationId: number },
  blockIds: readonly string[],
): Promise<Array<{ blockId: string; value: string; count: number }>> {
  const result = await db.execute(sql`
    select block_id as "blockId", value, count(*)::int as count
    from evaluation_values
    where education_id = ${scope.educationId} and block_id in (select jsonb_array_elements_text(${JSON.stringify(blockIds)}::jsonb))
      and ${periodOf(sql`answered_at`, scope)}
    group by 1, 2`);
  return resultRows<{ blockId: string; value: string; count: number }>(result).map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}

/** The newest `limit` texts given to the text question `blockId` in the period, newest first. */
export async function evaluationTexts(
  db: Database,
  scope: StatisticsScope & { educationId: number },
  blockId: string,
  limit: number,
): Promise<string[]> {
  const result = await db.execute(sql`
    select value from evaluation_values
    where education_id = ${scope.educationId} and block_id = ${blockId} and value <> ''
      and ${periodOf(sql`answered_at`, scope)}
    order by answered_at desc, evaluation_id desc
    limit ${limit}`);
  return resultRows<{ value: string }>(result).map((row) => row.value);
}
