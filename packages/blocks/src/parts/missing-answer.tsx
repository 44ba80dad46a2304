import { useLabels } from '../i18n/labels';
import { questionLabels } from './question-labels';

/** The error a mandatory question shows when the learner tries to go on without answering. */
export function MissingAnswer({ id }: { id: string }) {
  const t = useLabels(questionLabels);
  return (
    <p id={id} className="jb-question__error">
      <span aria-hidden="true" className="jb-question__error-icon">
        !
      </span>{' '}
      {t['question.missing']}
    </p>
  );
}
