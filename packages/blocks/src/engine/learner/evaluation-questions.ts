import type { AnswerOption, Block, Education } from '@jamstalldhet/contract';
import { htmlText } from '../html/html-text';
import { choiceOf } from './answer-fit';
import { isAnswerableBlock } from './education';

/** A question of a course's evaluation, as the statistics count its answers (issue 26). */
export type EvaluationQuestion =
  | {
      kind: 'choice';
      blockId: string;
      title: string;
      multiple: boolean;
      options: ReadonlyArray<{ id: string; label: string }>;
    }
  | { kind: 'text'; blockId: string; title: string };

/**
 * The questions of a course's evaluation in the order shown, each a choice (with its options)
 * or a text question, by the rule the API checks answers with (`answerMisfit`). A question
 * without a title is named by its id.
 *
 * @example evaluationQuestions(course).map((question) => question.kind) // ['choice', 'text']
 */
export function evaluationQuestions(education: Pick<Education, 'evaluation'>): EvaluationQuestion[] {
  return education.evaluation.components.filter(isAnswerableBlock).map(questionOf);
}

/** A question block as the statistics count it: a choice with its options, or a text question. */
export function questionOf(block: Block): EvaluationQuestion {
  const title = htmlText(block.title ?? '') || block.block_id;
  const choice = choiceOf(block);
  if (choice === null) {
    return { kind: 'text', blockId: block.block_id, title };
  }
  const labels = new Map((block.answers ?? []).map((option: AnswerOption) => [option.id, option.label]));
  return {
    kind: 'choice',
    blockId: block.block_id,
    title,
    multiple: choice.multiple,
    options: choice.options.map((id) => ({ id, label: htmlText(labels.get(id) ?? '') || id })),
  };
}
