import { useMemo } from 'react';
import type { EndStep } from '../../engine/index';
import type { CoursePageProps } from '../course-page-props';
import { CourseBlockList, CourseFrame } from '../frame/course-frame';
import { useStepMeta } from '../frame/use-step-meta';
import { CompletionMessage } from '../navigation/completion-message';
import { CourseNavigation } from '../navigation/course-navigation';
import { MissingSummary } from '../navigation/missing-summary';
import { useCourseCompletion } from '../navigation/use-course-completion';
import { useMissingAnswers } from '../navigation/use-missing-answers';
import { useStepNavigation } from '../navigation/use-step-navigation';
import { useCourseHost } from '../progress/course-progress-context';
import { CourseStepArticle } from './course-step-article';
import { EVALUATION_TERMS_BLOCK_ID, EvaluationTerms } from './evaluation-terms';

/**
 * `/{slug}/utvardering` (SPEC §2): the evaluation's questions (blocks with `part:
 * 'evaluation'`), how the answers are handled, and `Slutför utbildning`, which checks the
 * mandatory questions, saves the evaluation and then completes the course.
 */
export function EvaluationPage(props: CoursePageProps & { step: EndStep }) {
  const { page, education, course, loggedIn, step } = props;
  useStepMeta(education, { kind: 'evaluation' }, { section: 'evaluation' });
  const { labels: t } = useCourseHost();
  const questions = useMemo(
    () =>
      step.blocks.filter(
        (block) => block.part === 'evaluation' && block.block_id !== EVALUATION_TERMS_BLOCK_ID,
      ),
    [step.blocks],
  );
  const missing = useMissingAnswers(questions, course.answers, loggedIn);
  const completion = useCourseCompletion(education.slug, course);
  const { previous, next, loadAhead } = useStepNavigation(props);

  function finish() {
    if (missing.check()) {
      void completion.finish({ withEvaluation: true });
    }
  }

  return (
    <CourseFrame page={page} education={education} course={course} missingBlockIds={missing.ids}>
      <CourseStepArticle step="evaluation" of={props} title={t['course.evaluationTitle']}>
        <CourseBlockList blocks={questions} part="evaluation" />
        <EvaluationTerms blocks={step.blocks} />
        <MissingSummary blocks={missing.blocks} />
        <CompletionMessage state={completion.state} />
        <CourseNavigation
          previous={previous}
          next={next}
          onIntent={loadAhead}
          onNext={finish}
          busy={completion.state.status === 'busy'}
        />
      </CourseStepArticle>
    </CourseFrame>
  );
}
