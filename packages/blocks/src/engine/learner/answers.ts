import type { Block, Education, ProgressEntry } from '@jamstalldhet/contract';
import { chapterBlocks, isAnswerableBlock } from './education';

/** How a learner's answer to a question stands. */
export type AnswerCorrectness = 'correct' | 'wrong' | 'unanswered' | 'ungraded';

type GradedBlock = Pick<Block, 'answers' | 'has_correction' | 'multiselect'>;

/** Values that count as an answer: non-empty after trimming. */
export function givenValues(values: readonly string[] | null | undefined): string[] {
  return (values ?? []).filter((value) => value.trim() !== '');
}

/**
 * Whether an answer is correct. Only questions with `has_correction` and at least one
 * correct option are graded. A multiselect question is correct when exactly the correct
 * options are chosen; a single-choice question when the chosen option is a correct one.
 *
 * @example answerCorrectness(block, ['ja']) // 'correct'
 */
export function answerCorrectness(
  block: GradedBlock,
  values: readonly string[] | null | undefined,
): AnswerCorrectness {
  const given = givenValues(values);
  if (given.length === 0) {
    return 'unanswered';
  }
  const correctIds = (block.answers ?? []).filter((answer) => answer.correct).map((answer) => answer.id);
  if (!block.has_correction || correctIds.length === 0) {
    return 'ungraded';
  }
  if (!block.multiselect) {
    return given.length === 1 && correctIds.includes(given[0] as string) ? 'correct' : 'wrong';
  }
  const chosen = new Set(given);
  const exact = chosen.size === correctIds.length && correctIds.every((id) => chosen.has(id));
  return exact ? 'correct' : 'wrong';
}

/** Saved values per block id, from progress entries of one part. */
export function answersByBlock(
  entries: readonly ProgressEntry[],
  part: ProgressEntry['part'] = 'normal',
): Map<string, string[]> {
  return new Map(
    entries.filter((entry) => entry.part === part).map((entry) => [entry.blockId, entry.values]),
  );
}

/**
 * Mandatory blocks on a page that have no answer yet, in page order: the host stops the
 * learner from going on and names them (SPEC §3 `mandatory`).
 */
export function missingMandatoryBlocks(
  blocks: readonly Block[],
  answers: ReadonlyMap<string, readonly string[]>,
): Block[] {
  return blocks.filter(
    (block) =>
      block.mandatory && isAnswerableBlock(block) && givenValues(answers.get(block.block_id)).length === 0,
  );
}

/** Longest answer a text block takes (SPEC §5: `max_length`, default 30). */
export function textAnswerTooLong(block: Pick<Block, 'max_length'>, value: string): boolean {
  return [...value].length > block.max_length;
}

/** Whether a learner passed a course, and which mandatory questions stop them. */
export interface PassResult {
  passed: boolean;
  /** Mandatory blocks without an answer. */
  unanswered: string[];
  /** Mandatory graded questions answered wrongly. */
  wrong: string[];
}

/**
 * The pass rule (one place, used by the API and the web app): passed when every mandatory
 * question is answered and every mandatory question with `has_correction` is answered
 * correctly. Optional questions never stop a learner. A question sent without its key
 * (`check_on_server`) is graded by `checked`, the server's results per block id; one the
 * server has not graded stops nobody here (the server's own completion decides, with
 * {@link passResultByKey}).
 *
 * @example passResult(education, answersByBlock(entries)).passed
 */
export function passResult(
  education: Pick<Education, 'chapters'>,
  answers: ReadonlyMap<string, readonly string[]>,
  checked?: ReadonlyMap<string, AnswerCorrectness>,
): PassResult {
  return gradedCourse(education, answers, (block, result) =>
    result !== 'unanswered' && block.check_on_server ? (checked?.get(block.block_id) ?? 'ungraded') : result,
  );
}

/**
 * The pass rule as a server holding the course's key applies it: every mandatory question
 * graded by its own key. A `check_on_server` mark is not trusted: it belongs to a course as
 * sent to browsers, and one stored in a course would otherwise pass every answer (issue 38).
 *
 * @example passResultByKey(publishedCourse, answersByBlock(saved)).passed
 */
export function passResultByKey(
  education: Pick<Education, 'chapters'>,
  answers: ReadonlyMap<string, readonly string[]>,
): PassResult {
  return gradedCourse(education, answers, (_block, result) => result);
}

function gradedCourse(
  education: Pick<Education, 'chapters'>,
  answers: ReadonlyMap<string, readonly string[]>,
  resultOf: (block: Block, byKey: AnswerCorrectness) => AnswerCorrectness,
): PassResult {
  const unanswered: string[] = [];
  const wrong: string[] = [];
  for (const { block } of chapterBlocks(education as Education)) {
    if (!block.mandatory || !isAnswerableBlock(block)) {
      continue;
    }
    const result = resultOf(block, answerCorrectness(block, answers.get(block.block_id)));
    if (result === 'unanswered') {
      unanswered.push(block.block_id);
    } else if (result === 'wrong') {
      wrong.push(block.block_id);
    }
  }
  return { passed: unanswered.length === 0 && wrong.length === 0, unanswered, wrong };
}

/**
 * The answered mandatory questions whose grading needs the server (`check_on_server`): what
 * a host sends to `checkAnswers` before it can say which are wrong.
 */
export function answersToCheck(
  education: Pick<Education, 'chapters'>,
  answers: ReadonlyMap<string, readonly string[]>,
): Array<{ block_id: string; values: string[] }> {
  const asked: Array<{ block_id: string; values: string[] }> = [];
  for (const { block } of chapterBlocks(education as Education)) {
    const values = givenValues(answers.get(block.block_id));
    if (block.mandatory && block.check_on_server && block.has_correction && values.length > 0) {
      asked.push({ block_id: block.block_id, values });
    }
  }
  return asked;
}
