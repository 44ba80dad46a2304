import { formatLabel } from '../../i18n/labels';
import { useCourseHost } from '../progress/course-progress-context';
import type { CompletionState } from './use-course-completion';

const FAILED_LABELS = {
  evaluation: 'course.evaluationFailed',
  completion: 'course.completionFailed',
} as const;

/**
 * What `Slutför utbildning` is doing, next to the button: a polite note while it works, an
 * alert when it failed. Both regions stay in the page, so each change is read out.
 */
export function CompletionMessage({ state }: { state: CompletionState }) {
  const { labels: t } = useCourseHost();
  return (
    <div className="jb-completion-message">
      <div role="status">{state.status === 'busy' && <p>{t['course.completionBusy']}</p>}</div>
      <div role="alert">
        {state.status === 'failed' && (
          <div className="jb-alert" data-tone="error">
            <p>{t[FAILED_LABELS[state.reason]]}</p>
            {state.detail && <p>{formatLabel(t['course.failureDetail'], { detail: state.detail })}</p>}
            {state.reason === 'evaluation' && (
              // The course is passed: the thank-you page (and the certificate) is never out of reach.
              <p>
                <button type="button" className="jb-link-button" onClick={state.skip}>
                  {t['course.skipEvaluation']}
                </button>
              </p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
