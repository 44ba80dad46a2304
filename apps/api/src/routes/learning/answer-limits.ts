import {
  ACCOUNT_ANSWER_BYTES_MAX,
  type AnswerMisfit,
  answerBytes,
  answersMisfit,
} from '@jamstalldhet/blocks/engine';
import type { BlockPart, Education } from '@jamstalldhet/contract';
import type { Database } from '../../db/database';
import { badRequest, HttpError } from '../../http/errors';
import { saveProgressWithinBytes } from '../../storage/learning';

type Answers = ReadonlyArray<{ block_id: string; values: string[] }>;

const kilobytes = (bytes: number) => `${bytes / 1024} kB`;
const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

function misfitMessage(misfit: AnswerMisfit, part: BlockPart): string {
  switch (misfit.problem) {
    case 'unknown-block':
      return part === 'evaluation' ? 'Frågan finns inte i utvärderingen' : 'Frågan finns inte i utbildningen';
    case 'repeated-block':
      return 'Frågan besvaras mer än en gång i samma anrop';
    case 'too-many-values':
      return misfit.max === 1 ? 'Frågan tar bara ett svar' : `Frågan tar högst ${misfit.max} svar`;
    case 'not-an-option':
      return 'Svaret är inget av frågans alternativ';
    case 'repeated-value':
      return 'Alternativet är valt mer än en gång';
    case 'too-long':
      return `Svaret får vara högst ${misfit.max} tecken`;
    default:
      return misfit satisfies never;
  }
}

/**
 * Refuses answers that do not fit the course (the engine's `answersMisfit`: its own questions,
 * each within its limits) with a 400 naming the field, and, given `maxBytes`, more answer text
 * than one request may carry with a 413.
 */
export function requireAnswersFit(
  education: Education,
  part: BlockPart,
  answers: Answers,
  options: { maxBytes?: number } = {},
): void {
  const misfit = answersMisfit(education, part, answers);
  if (misfit) {
    throw badRequest(misfitMessage(misfit, part), misfit.field);
  }
  if (options.maxBytes !== undefined && answerBytes(answers) > options.maxBytes) {
    throw new HttpError(
      413,
      `Svaren är för stora: högst ${kilobytes(options.maxBytes)} svarstext i ett anrop`,
      'answers',
    );
  }
}

/**
 * Saves a logged-in learner's answers, or refuses (413) a save that would take the account's
 * saved answers, all courses together, over `ACCOUNT_ANSWER_BYTES_MAX`. The answers it replaces
 * do not count twice. Checked and written in one step per account (`saveProgressWithinBytes`),
 * so parallel saves cannot together pass the cap; an account's saves wait their turn in the
 * process before taking a database connection, so they cannot fill the pool.
 */
export async function saveAnswersWithinRoom(
  db: Database,
  userId: number,
  educationId: number,
  answers: Answers,
): Promise<void> {
  if (!(await saveProgressWithinBytes(db, userId, educationId, answers, ACCOUNT_ANSWER_BYTES_MAX))) {
    throw new HttpError(
      413,
      `Svaren får inte plats: ett konto kan spara högst ${megabytes(ACCOUNT_ANSWER_BYTES_MAX)} svar sammanlagt`,
      'answers',
    );
  }
}
