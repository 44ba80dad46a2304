import type { Block } from '@jamstalldhet/contract';
import type { AnswerCorrectness } from '../../engine/answers';
import { useLabels } from '../../i18n/labels';
import { questionLabels } from '../../parts/question-labels';
import { RichText } from '../../parts/rich-text';

type FeedbackBlock = Pick<
  Block,
  'correct_heading' | 'correct_description' | 'wrong_heading' | 'wrong_description'
>;

/**
 * Feedback after checking an answer. It sits in a live region that is always in the page,
 * so screen readers announce it when it appears; the result is said in words and with an
 * icon, never by colour alone.
 */
export function QuestionFeedback({
  block,
  result,
}: {
  block: FeedbackBlock;
  result: AnswerCorrectness | null;
}) {
  const t = useLabels(questionLabels);
  const shown = result === 'correct' || result === 'wrong' ? result : null;
  return (
    <div className="jb-question__feedback" role="status" data-state={shown ?? undefined}>
      {shown === 'correct' && (
        <>
          <p className="jb-question__feedback-heading">
            <span aria-hidden="true" className="jb-question__feedback-icon">
              ✓
            </span>{' '}
            <span className="jb-visually-hidden">{t['question.correct']}: </span>
            {block.correct_heading || t['question.correctHeading']}
          </p>
          <RichText html={block.correct_description} />
        </>
      )}
      {shown === 'wrong' && (
        <>
          <p className="jb-question__feedback-heading">
            <span aria-hidden="true" className="jb-question__feedback-icon">
              ✗
            </span>{' '}
            <span className="jb-visually-hidden">{t['question.wrong']}: </span>
            {block.wrong_heading || t['question.wrongHeading']}
          </p>
          <RichText html={block.wrong_description} />
        </>
      )}
    </div>
  );
}
