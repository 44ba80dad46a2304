import type { Block, ProgressEntry } from '@jamstalldhet/contract';
import { isAnswerableBlock } from './education';

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
