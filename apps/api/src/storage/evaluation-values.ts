import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Writes one saved evaluation's values as rows of `evaluation_values` (issue 26), in place of
 * those it had: one statement, the answers as one JSON parameter (as progress saves do). The
 * rows take the evaluation's id, course and time from its own row, so they cannot disagree.
 */
export async function replaceEvaluationValues(
  db: Database,
  evaluationId: number,
  answers: ReadonlyArray<{ block_id: string; values: readonly string[] }>,
): Promise<void> {
  const rows = answers.flatMap((answer) =>
    answer.values.map((value) => ({ block_id: answer.block_id, value })),
  );
  await db.execute(sql`
    with removed as (delete from evaluation_values where evaluation_id = ${evaluationId})
    insert into evaluation_values (evaluation_id, education_id, block_id, value, answered_at)
    select e.id, e.education_id, r.block_id, r.value, e.updated_at
    from evaluation_answers e, jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(block_id text, value text)
    where e.id = ${evaluationId}`);
}
