import { and, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/secrets';
import { type Database, inTransaction } from '../db/database';
import { completions, evaluationAnswers } from '../db/schema';
import { replaceEvaluationValues } from './evaluation-values';

/** The 403 of an evaluation without a passed completion (issue 37). */
export const EVALUATION_NEEDS_COMPLETION =
  'Utvärderingen kan lämnas när du har slutfört och klarat utbildningen';
/** The 409 of a second evaluation for the same completion, without the first one's token. */
export const EVALUATION_ALREADY_GIVEN = 'Du har redan lämnat en utvärdering av utbildningen';

type Answers = ReadonlyArray<{ block_id: string; values: readonly string[] }>;

export type EvaluationSave = { token: string } | { refused: 'no-completion' | 'already-given' };

/**
 * The key an evaluation is kept under: another hash of the completion's evaluation token than
 * the completion keeps, so that without the token the evaluation cannot be tied to the
 * completion, nor through it to an account (SPEC §7: evaluations without identity).
 */
const evaluationKey = (token: string) => hashToken(`evaluation:${token}`);

/**
 * Saves a course's evaluation, only from a learner who passed it (issue 37): with the token the
 * passed completion gave (anonymous learners, or anyone who kept it), or for a logged-in learner
 * by their own completion, once (a second needs the first one's token). A save with the token
 * replaces what it saved before: one evaluation per completion. Answers the token to save with.
 */
export function saveEvaluation(
  db: Database,
  save: { educationId: number; answers: Answers; token: string | undefined; userId: number | null },
): Promise<EvaluationSave> {
  return inTransaction(db, async (tx) => {
    if (save.token) {
      const [completion] = await tx
        .select({ id: completions.id })
        .from(completions)
        .where(
          and(
            eq(completions.evaluationTokenHash, hashToken(save.token)),
            eq(completions.educationId, save.educationId),
          ),
        )
        .for('update')
        .limit(1);
      if (completion) {
        await keepEvaluation(tx, save.educationId, evaluationKey(save.token), save.answers);
        await tx.update(completions).set({ evaluated: true }).where(eq(completions.id, completion.id));
        return { token: save.token };
      }
      // A token no longer current (another tab or device evaluated meanwhile): a logged-in
      // learner is answered by their account, as without one (409 when evaluated already).
    }
    if (save.userId === null) {
      return { refused: 'no-completion' };
    }
    const [completion] = await tx
      .select({ id: completions.id, evaluated: completions.evaluated })
      .from(completions)
      .where(and(eq(completions.userId, save.userId), eq(completions.educationId, save.educationId)))
      .for('update')
      .limit(1);
    if (!completion) {
      return { refused: 'no-completion' };
    }
    if (completion.evaluated) {
      return { refused: 'already-given' };
    }
    const token = newToken();
    await tx
      .update(completions)
      .set({ evaluationTokenHash: hashToken(token), evaluated: true })
      .where(eq(completions.id, completion.id));
    await keepEvaluation(tx, save.educationId, evaluationKey(token), save.answers);
    return { token };
  });
}

/** The evaluation under `key`, new or replacing what it was, with its values for the statistics. */
async function keepEvaluation(tx: Database, educationId: number, key: string, answers: Answers) {
  const [row] = await tx
    .insert(evaluationAnswers)
    .values({ educationId, tokenHash: key, answers })
    .onConflictDoUpdate({ target: evaluationAnswers.tokenHash, set: { answers, updatedAt: new Date() } })
    .returning({ id: evaluationAnswers.id });
  if (row) {
    await replaceEvaluationValues(tx, row.id, answers);
  }
}
