import type { Block } from '@jamstalldhet/contract';
import { useBlocks } from '../../blocks-provider/blocks-context';
import { useAsync } from '../../blocks-provider/use-async';
import { type AnswerCorrectness, answerCorrectness } from '../../engine/learner/answers';
import { educationKey } from '../../engine/learner/education';
import { useLabels } from '../../i18n/labels';
import { questionLabels } from '../../parts/question-labels';

export type FeedbackTexts = Pick<
  Block,
  'correct_heading' | 'correct_description' | 'wrong_heading' | 'wrong_description'
>;

/** What the feedback under a question shows. */
export interface AnswerFeedback {
  /** The checked answer's result; null before "Rätta svaret" or while the server checks. */
  result: AnswerCorrectness | null;
  /** The feedback texts for that result. */
  texts: FeedbackTexts;
  /** A line instead of a result: the server is checking, or could not. */
  note: string | null;
}

type CheckedBlock = FeedbackTexts &
  Pick<Block, 'block_id' | 'answers' | 'has_correction' | 'multiselect' | 'check_on_server'>;

/**
 * The feedback for a question's answer once it is checked. A block with its key checks here, at
 * once. A block sent without it (`check_on_server`, a course that gives a certificate) asks the
 * host's `checkAnswers`, which gets the result and that result's texts from the server.
 */
export function useAnswerFeedback(
  block: CheckedBlock,
  values: readonly string[],
  checked: boolean,
): AnswerFeedback {
  const t = useLabels(questionLabels);
  const { api, education } = useBlocks();
  const onServer = block.check_on_server === true && block.has_correction === true;
  const asking = onServer && checked && values.length > 0;
  const check = api?.checkAnswers;
  const educationId = education ? educationKey(education) : null;
  const load =
    asking && check && educationId !== null
      ? () => check(educationId, [{ block_id: block.block_id, values: [...values] }])
      : undefined;
  const { state } = useAsync(
    load,
    asking ? `${educationId}:${block.block_id}:${values.join('\u0000')}` : null,
  );

  if (!onServer) {
    const result = checked && block.has_correction ? answerCorrectness(block, values) : null;
    return { result, texts: block, note: null };
  }
  if (!asking) {
    return { result: null, texts: {}, note: null };
  }
  if (!load || state.status === 'error') {
    return { result: null, texts: {}, note: t['question.checkFailed'] };
  }
  if (state.status !== 'success') {
    return { result: null, texts: {}, note: t['question.checking'] };
  }
  const answer = state.data.find((item) => item.block_id === block.block_id);
  if (!answer) {
    return { result: null, texts: {}, note: t['question.checkFailed'] };
  }
  const texts: FeedbackTexts =
    answer.result === 'correct'
      ? { correct_heading: answer.heading, correct_description: answer.description }
      : { wrong_heading: answer.heading, wrong_description: answer.description };
  return { result: answer.result, texts, note: null };
}
