import type { AnswerCorrectness } from '../../engine/learner/answers';
import { useLabels } from '../../i18n/labels';
import { questionLabels } from '../../parts/question-labels';
import { RichText } from '../../parts/rich-text';
import type { FeedbackTexts } from './use-answer-feedback';

/**
 * Feedback after checking an answer. It sits in a live region that is always in the page,
 * so screen readers announce it when it appears; the result is said in words and with an
 * icon, never by colour alone. `note` is said instead while the server checks, or when it could not.
 */
export function QuestionFeedback({
  block,
  result,
  note = null,
}: {
  block: FeedbackTexts;
  result: AnswerCorrectness | null;
  note?: string | null;
}) {
  const t = useLabels(questionLabels);
  const shown = result === 'correct' || result === 'wrong' ? result : null;
  return (
    <div className="jb-question__feedback" role="status" data-state={shown ?? undefined}>
      {note && <p className="jb-question__feedback-note">{note}</p>}
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
