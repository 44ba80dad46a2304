import { type Block, type BlockPart, type Education, SPECIAL_BLOCK_IDS } from '@jamstalldhet/contract';
import { textAnswerTooLong } from './answers';
import { chapterBlocks, isAnswerableBlock } from './education';

/**
 * Longest value saved under a special block id (SPEC §3: `token`, `evaluationtoken`, …): a
 * token or a marker, as long as the API's token fields.
 */
export const SPECIAL_VALUE_MAX_LENGTH = 200;

/** Bytes (UTF-8) of saved answers one account may hold, across all its courses. */
export const ACCOUNT_ANSWER_BYTES_MAX = 1024 * 1024;

/** Bytes (UTF-8) of answers one evaluation save or one completion may carry. */
export const REQUEST_ANSWER_BYTES_MAX = 256 * 1024;

type FitBlock = Pick<Block, 'name' | 'answers' | 'multiselect' | 'max_length'>;

/** Why values do not fit a block; `index` is the value's, null for the values as a whole. */
export type ValueMisfit =
  | { index: null; problem: 'too-many-values'; max: number }
  | { index: number; problem: 'not-an-option' | 'repeated-value' }
  | { index: number; problem: 'too-long'; max: number };

/** An answer that does not fit its course, with the request field to name. */
export type AnswerMisfit =
  | { field: string; problem: 'unknown-block' | 'repeated-block' }
  | ({ field: string } & WithoutIndex<ValueMisfit>);

type WithoutIndex<Misfit> = Misfit extends unknown ? Omit<Misfit, 'index'> : never;

/**
 * A choice question (an option list, or a radio/checkbox block); a checkbox block always takes
 * many. Null for any other block: a text question takes one text.
 */
export function choiceOf(block: FitBlock): { options: string[]; multiple: boolean } | null {
  const choiceName = block.name.startsWith('question-radio') || block.name.startsWith('question-checkbox');
  if (!choiceName && (block.answers?.length ?? 0) === 0) {
    return null;
  }
  return {
    options: (block.answers ?? []).map((option) => option.id),
    multiple: block.multiselect || block.name.startsWith('question-checkbox'),
  };
}

/**
 * Whether values fit a block, as its form lets a learner give them: a choice takes option ids
 * only, each once, one of them unless it is a multiple choice; any other answerable block
 * (text questions) takes one text of at most `max_length` characters. Null when they fit.
 *
 * @example answerMisfit(radio, ['ja', 'nej']) // { index: null, problem: 'too-many-values', max: 1 }
 */
export function answerMisfit(block: FitBlock, values: readonly string[]): ValueMisfit | null {
  const choice = choiceOf(block);
  const max = choice ? (choice.multiple ? choice.options.length : 1) : 1;
  if (values.length > max) {
    return { index: null, problem: 'too-many-values', max };
  }
  for (const [index, value] of values.entries()) {
    if (choice && !choice.options.includes(value)) {
      return { index, problem: 'not-an-option' };
    }
    if (choice && values.indexOf(value) !== index) {
      return { index, problem: 'repeated-value' };
    }
    if (!choice && textAnswerTooLong(block, value)) {
      return { index, problem: 'too-long', max: block.max_length };
    }
  }
  return null;
}

const SPECIAL_BLOCK: FitBlock = { name: 'special', multiselect: false, max_length: SPECIAL_VALUE_MAX_LENGTH };

/**
 * The blocks a part's answers may go to, by id: the answerable blocks of the course's pages
 * (chapters, presentation and thank-you page for `normal`; the evaluation for `evaluation`),
 * and the special ids of SPEC §3, which older clients keep among their answers.
 */
export function answerBlocks(
  education: Pick<Education, 'chapters' | 'presentation' | 'evaluation' | 'completed'>,
  part: BlockPart,
): Map<string, FitBlock> {
  const blocks = new Map<string, FitBlock>(SPECIAL_BLOCK_IDS.map((id) => [id, SPECIAL_BLOCK]));
  const pageBlocks =
    part === 'evaluation'
      ? education.evaluation.components
      : [
          ...chapterBlocks(education as Education).map((location) => location.block),
          ...education.presentation.components,
          ...education.completed.components,
        ];
  for (const block of pageBlocks) {
    if (isAnswerableBlock(block)) {
      blocks.set(block.block_id, block);
    }
  }
  return blocks;
}

/**
 * The first answer that does not fit the course (SPEC §3 blocks, one answer per block), named
 * as the request's field; null when all fit. The one rule the API checks saves with.
 *
 * @example answersMisfit(education, 'normal', [{ block_id: 'borta', values: [] }])?.field // 'answers[0].block_id'
 */
export function answersMisfit(
  education: Pick<Education, 'chapters' | 'presentation' | 'evaluation' | 'completed'>,
  part: BlockPart,
  answers: ReadonlyArray<{ block_id: string; values: readonly string[] }>,
): AnswerMisfit | null {
  const blocks = answerBlocks(education, part);
  const seen = new Set<string>();
  for (const [index, answer] of answers.entries()) {
    const block = blocks.get(answer.block_id);
    if (!block) {
      return { field: `answers[${index}].block_id`, problem: 'unknown-block' };
    }
    if (seen.has(answer.block_id)) {
      return { field: `answers[${index}].block_id`, problem: 'repeated-block' };
    }
    seen.add(answer.block_id);
    const misfit = answerMisfit(block, answer.values);
    if (misfit) {
      const { index: valueIndex, ...rest } = misfit;
      const field = valueIndex === null ? 'values' : `values[${valueIndex}]`;
      return { field: `answers[${index}].${field}`, ...rest };
    }
  }
  return null;
}

/**
 * The answers a client may send: those `answersMisfit` takes. Answers to blocks an editor has
 * removed, or that no longer fit an edited block, stay on the device but are not sent, so one
 * of them never stops every later save.
 */
export function answersThatFit<Answer extends { block_id: string; values: readonly string[] }>(
  education: Pick<Education, 'chapters' | 'presentation' | 'evaluation' | 'completed'>,
  part: BlockPart,
  answers: readonly Answer[],
): Answer[] {
  const blocks = answerBlocks(education, part);
  const seen = new Set<string>();
  return answers.filter((answer) => {
    const block = blocks.get(answer.block_id);
    if (!block || seen.has(answer.block_id) || answerMisfit(block, answer.values)) {
      return false;
    }
    seen.add(answer.block_id);
    return true;
  });
}

const encoder = new TextEncoder();

/** The size of answers as the byte caps count it: their values in UTF-8. */
export function answerBytes(answers: ReadonlyArray<{ values: readonly string[] }>): number {
  let bytes = 0;
  for (const answer of answers) {
    for (const value of answer.values) {
      bytes += encoder.encode(value).length;
    }
  }
  return bytes;
}
