import {
  answerCorrectness,
  chapterBlocks,
  courseQuestions,
  educationKey,
  givenValues,
} from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import { sql } from 'drizzle-orm';
import { type Database, resultRows } from '../db/database';
import { periodOf, type StatisticsScope } from './statistics';

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
        // counts it with the removed ones); a text question keeps nothing of what was written.
        options: question.kind === 'choice' ? [...new Set(values)].slice(0, 100) : [],
      },
    ];
  });
  if (rows.length === 0) {
    return;
  }
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${educationId}::int, ${row.blockId}::text, ${input.userId}::int, ${input.userId === null}::boolean,
          ${row.first}::text, ${row.final}::text, ${JSON.stringify(row.options)}::jsonb)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    insert into question_answers (education_id, block_id, user_id, anonymous, first_result, final_result, options)
    select v.education_id, v.block_id, v.user_id, v.anonymous, v.first_result, v.final_result,
      array(select jsonb_array_elements_text(v.options))
    from (values ${values}) as v (education_id, block_id, user_id, anonymous, first_result, final_result, options)
    on conflict (user_id, education_id, block_id) where user_id is not null do nothing`);
}

/** Records that a learner reached a page (`1/2/1`); a logged-in learner's first reach stays. */
export async function recordPageReach(
  db: Database,
  input: { userId: number | null; educationId: number; page: string },
): Promise<void> {
  await db.execute(sql`
    insert into page_reaches (education_id, page, user_id, anonymous)
    values (${input.educationId}, ${input.page}, ${input.userId}, ${input.userId === null})
    on conflict (user_id, education_id, page) where user_id is not null do nothing`);
}

/** One question's counts in a period. */
export interface QuestionCount {
  blockId: string;
  answered: number;
  checked: number;
  rightFirst: number;
  rightFinal: number;
}

/** Each question's answers, checks and right answers, in the period. */
export async function questionCounts(
  db: Database,
  scope: StatisticsScope & { educationId: number },
): Promise<QuestionCount[]> {
  const result = await db.execute(sql`
    select block_id as "blockId", count(*)::int as answered,
      count(first_result)::int as checked,
      count(*) filter (where first_result = 'correct')::int as "rightFirst",
      count(*) filter (where final_result = 'correct')::int as "rightFinal"
    from question_answers
    where education_id = ${scope.educationId} and ${periodOf(sql`at`, scope)}
    group by 1`);
  return resultRows<QuestionCount>(result).map((row) => ({
    blockId: row.blockId,
    answered: Number(row.answered),
    checked: Number(row.checked),
    rightFirst: Number(row.rightFirst),
    rightFinal: Number(row.rightFinal),
  }));
}

/** How often each option was chosen in each question at completion, in the period. */
export async function questionChoices(
  db: Database,
  scope: StatisticsScope & { educationId: number },
): Promise<Array<{ blockId: string; value: string; count: number }>> {
  const result = await db.execute(sql`
    select block_id as "blockId", value, count(*)::int as count
    from question_answers, unnest(options) as value
    where education_id = ${scope.educationId} and ${periodOf(sql`at`, scope)}
    group by 1, 2`);
  return resultRows<{ blockId: string; value: string; count: number }>(result).map((row) => ({
    ...row,
    count: Number(row.count),
  }));
}

/** How many reached each page (by its key), in the period. */
export async function pageReachCounts(
  db: Database,
  scope: StatisticsScope & { educationId: number },
): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select page, count(*)::int as count from page_reaches
    where education_id = ${scope.educationId} and ${periodOf(sql`at`, scope)}
    group by 1`);
  return new Map(
    resultRows<{ page: string; count: number }>(result).map((row) => [row.page, Number(row.count)]),
  );
}
