import {
  answerCorrectness,
  chapterBlocks,
  courseQuestions,
  educationKey,
  givenValues,
} from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { STATISTICS_TIME_ZONE } from '@jamstalldhet/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Database, inTransaction, resultRows } from '../db/database';
import type { StatisticsScope } from './statistics';

/** A row's month in Swedish time, `YYYY-MM`, as the counts are kept. */
const MONTH_OF_AT = `to_char(at at time zone '${STATISTICS_TIME_ZONE}', 'YYYY-MM')`;

/**
 * The row of a completion itself in `question_answers`, beside its answers: its block id. A
 * logged-in learner's is the one that keeps their first completion the one counted, and the
 * count of them ("recorded") is what each question's answers are a part of.
 */
const COMPLETION_ROW = '';

/** The value kept for a single choice with more than one value (saved before it was one). */
export const SEVERAL_VALUES = '(flera)';

/** The subject a `question_answers` row (its columns by name) counts under. */
const QUESTION_SUBJECT = `case when block_id = '' then 'course' else 'question:' || block_id end`;

/** The measures a `question_answers` row (its columns by name) adds to the counts. */
const QUESTION_MEASURES = `unnest(case when block_id = '' then array['recorded'] else array_remove(array[
    'answered',
    case when first_result is not null then 'checked' end,
    case when first_result = 'correct' then 'right_first' end,
    case when final_result = 'correct' then 'right_final' end
  ], null) || array(select 'option:' || o from unnest(options) o) end)`;

/** Adds the rows of `measured` (`education_id, subject, month, measure`) to the counts. */
function addToCounts(measured: SQL): SQL {
  return sql`insert into course_statistic_counts (education_id, subject, month, measure, count)
    select education_id, subject, month, measure, count(*)::int from ${measured} m group by 1, 2, 3, 4
    on conflict (education_id, subject, measure, month)
    do update set count = course_statistic_counts.count + excluded.count`;
}

/**
 * The counts made anew from the rows behind them: after rows were written past the counts
 * (demo mode's made-up learners, a benchmark's seed) or removed (the demo's, by
 * `remove-demo-accounts`). Two statements, each plain SQL, so a script can run them too.
 */
export const REBUILD_COURSE_STATISTIC_COUNTS = [
  'delete from course_statistic_counts',
  `insert into course_statistic_counts (education_id, subject, month, measure, count)
   select education_id, subject, month, measure, count(*)::int from (
     select education_id, ${QUESTION_SUBJECT} as subject, ${MONTH_OF_AT} as month, measure
     from question_answers, ${QUESTION_MEASURES} as measure
     union all
     select education_id, 'page:' || page, ${MONTH_OF_AT}, 'reached' from page_reaches
   ) m group by 1, 2, 3, 4`,
] as const;

export async function rebuildCourseStatisticCounts(db: Database): Promise<void> {
  // At once: a write between the two statements would otherwise be lost or counted twice.
  await inTransaction(db, async (transaction) => {
    await transaction.execute(sql`lock table course_statistic_counts in exclusive mode`);
    for (const statement of REBUILD_COURSE_STATISTIC_COUNTS) {
      await transaction.execute(sql.raw(statement));
    }
  });
}

// The counts behind the statistics' "Frågor" and "Var slutar deltagarna?" (issue 37), written
// at a completion and a page reach, read as aggregates over the course's index.

/**
 * Records a completion's answers to the course's questions (only those answered): right or wrong
 * at the first "Rätta svaret" and now, graded with the server's key, and the options chosen. A
 * logged-in learner's first recorded completion stays; later ones change nothing.
 */
export async function recordQuestionAnswers(
  db: Database,
  input: {
    userId: number | null;
    education: Education;
    answers: ReadonlyMap<string, readonly string[]>;
    firstChecks: ReadonlyMap<string, readonly string[]>;
  },
): Promise<void> {
  const blocks = new Map(chapterBlocks(input.education).map(({ block }) => [block.block_id, block]));
  const educationId = educationKey(input.education);
  const rows = courseQuestions(input.education).flatMap((question) => {
    const block = blocks.get(question.blockId);
    const values = givenValues(input.answers.get(question.blockId));
    if (values.length === 0) {
      return [];
    }
    const graded = (answer: readonly string[] | undefined) => {
      const result = question.graded && block && answer ? answerCorrectness(block, answer) : null;
      return result === 'correct' || result === 'wrong' ? result : null;
    };
    return [
      {
        blockId: question.blockId,
        first: graded(input.firstChecks.get(question.blockId)),
        final: graded(values),
        // A choice keeps the options chosen (a value no option has is kept as is: the report
        // counts it with the removed ones; a single choice keeps one value, so its options add
        // up to its answers); a text question keeps nothing of what was written.
        options:
          question.kind === 'text'
            ? []
            : question.multiple
              ? [...new Set(values)].slice(0, 100)
              : values.length === 1
                ? values
                : [SEVERAL_VALUES],
      },
    ];
  });
  const completion = sql`(${educationId}::int, ${COMPLETION_ROW}::text, ${input.userId}::int,
    ${input.userId === null}::boolean, null::text, null::text, '[]'::jsonb)`;
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${educationId}::int, ${row.blockId}::text, ${input.userId}::int, ${input.userId === null}::boolean,
          ${row.first}::text, ${row.final}::text, ${JSON.stringify(row.options)}::jsonb)`,
    ),
    sql`, `,
  );
  const insert = (rows: SQL, where: SQL) => sql`
    insert into question_answers (education_id, block_id, user_id, anonymous, first_result, final_result, options)
    select v.education_id, v.block_id, v.user_id, v.anonymous, v.first_result, v.final_result,
      array(select jsonb_array_elements_text(v.options))
    from (values ${rows}) as v (education_id, block_id, user_id, anonymous, first_result, final_result, options)
    where ${where}
    on conflict (user_id, education_id, block_id) where user_id is not null do nothing
    returning education_id, block_id, at, first_result, final_result, options`;
  // The completion, its answers and their counts in one statement. A logged-in learner's answers
  // are written only with their first completion's row: a later completion adds nothing.
  await db.execute(sql`
    with completion as (${insert(completion, sql`true`)}),
    inserted as (${rows.length === 0 ? insert(completion, sql`false`) : insert(values, sql`exists (select 1 from completion)`)}),
    measured as (
      select education_id, ${sql.raw(QUESTION_SUBJECT)} as subject, ${sql.raw(MONTH_OF_AT)} as month, measure
      from (select * from completion union all select * from inserted) written, ${sql.raw(QUESTION_MEASURES)} as measure
    )
    ${addToCounts(sql`measured`)}`);
}

/** Records that a learner reached a page (`1/2/1`); a logged-in learner's first reach stays. */
export async function recordPageReach(
  db: Database,
  input: { userId: number | null; educationId: number; page: string },
): Promise<void> {
  await db.execute(sql`
    with inserted as (
      insert into page_reaches (education_id, page, user_id, anonymous)
      values (${input.educationId}, ${input.page}, ${input.userId}, ${input.userId === null})
      on conflict (user_id, education_id, page) where user_id is not null do nothing
      returning education_id, page, at
    ),
    measured as (
      select education_id, 'page:' || page as subject, ${sql.raw(MONTH_OF_AT)} as month, 'reached' as measure
      from inserted
    )
    ${addToCounts(sql`measured`)}`);
}

/** One question's counts in a period. */
export interface QuestionCount {
  blockId: string;
  answered: number;
  checked: number;
  rightFirst: number;
  rightFinal: number;
}

/** Every count of the course's questions and pages in the period, by subject and measure. */
async function periodCounts(
  db: Database,
  scope: StatisticsScope & { educationId: number },
): Promise<Array<{ subject: string; measure: string; count: number }>> {
  const result = await db.execute(sql`
    select subject, measure, sum(count)::int as count from course_statistic_counts
    where education_id = ${scope.educationId} and month >= ${scope.from} and month <= ${scope.to}
    group by 1, 2`);
  return resultRows<{ subject: string; measure: string; count: number }>(result).map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}

/** The counts of the course's questions and pages in the period (one read). */
export interface CourseSectionCounts {
  /** Completions whose answers were recorded: each question's answers are a part of them. */
  recorded: number;
  questions: QuestionCount[];
  choices: Array<{ blockId: string; value: string; count: number }>;
  reaches: Map<string, number>;
}

/** Each question's answers, checks, right answers and options chosen, and each page's reaches. */
export async function courseSectionCounts(
  db: Database,
  scope: StatisticsScope & { educationId: number },
): Promise<CourseSectionCounts> {
  const questions = new Map<string, QuestionCount>();
  const choices: CourseSectionCounts['choices'] = [];
  const reaches = new Map<string, number>();
  let recorded = 0;
  for (const { subject, measure, count } of await periodCounts(db, scope)) {
    if (subject === 'course') {
      recorded += measure === 'recorded' ? count : 0;
      continue;
    }
    if (subject.startsWith('page:')) {
      reaches.set(subject.slice('page:'.length), count);
      continue;
    }
    const blockId = subject.slice('question:'.length);
    if (measure.startsWith('option:')) {
      choices.push({ blockId, value: measure.slice('option:'.length), count });
      continue;
    }
    const question = questions.get(blockId) ?? {
      blockId,
      answered: 0,
      checked: 0,
      rightFirst: 0,
      rightFinal: 0,
    };
    const field = (
      {
        answered: 'answered',
        checked: 'checked',
        right_first: 'rightFirst',
        right_final: 'rightFinal',
      } as const
    )[measure as 'answered'];
    if (field) {
      question[field] = count;
    }
    questions.set(blockId, question);
  }
  return { recorded, questions: [...questions.values()], choices, reaches };
}
