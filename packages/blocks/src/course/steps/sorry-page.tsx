import { useId, useMemo } from 'react';
import type { CoursePageProps } from '../course-page-props';
import { useStepMeta } from '../frame/use-step-meta';
import { CourseLink } from '../host/course-link';
import { useCourseHost } from '../progress/course-progress-context';
import { BlockingQuestionList } from './blocking-question-list';
import { CourseStepArticle } from './course-step-article';
import { blockingQuestions } from './sorry-questions';
import { useCheckedAnswers } from './use-checked-answers';

/**
 * `/{slug}/tyvarr` (SPEC §2): the learner did not pass. Says which mandatory questions are
 * unanswered or wrong, each with a link to its page, and what to do next. Worked out from the
 * learner's answers, so it holds after a reload too.
 */
export function SorryPage(props: CoursePageProps) {
  const { education, course, steps } = props;
  useStepMeta(education, { kind: 'sorry' });
  const { labels: t } = useCourseHost();
  const nextHeadingId = useId();
  const checked = useCheckedAnswers(education, course.answers);
  const results = checked.status === 'done' ? checked.results : undefined;
  const questions = useMemo(
    () => blockingQuestions(education, course.answers, results, t),
    [education, course.answers, results, t],
  );
  const unanswered = questions.filter((question) => question.problem === 'unanswered');
  const wrong = questions.filter((question) => question.problem === 'wrong');
  // The step before the thank-you page: where `Slutför utbildning` is pressed.
  const finishPath = steps.at(-2)?.path ?? `/${education.slug}`;
  const firstProblem = questions[0];

  return (
    <CourseStepArticle step="sorry" of={props} title={t['course.sorryTitle']}>
      <p className="jb-course-step__lead">{t['course.sorryLead']}</p>
      <p role="status" className="jb-course-step__status">
        {checked.status === 'checking' && t['course.sorryChecking']}
        {checked.status === 'failed' && t['course.sorryCheckFailed']}
      </p>
      <BlockingQuestionList heading={t['course.sorryUnanswered']} questions={unanswered} />
      <BlockingQuestionList heading={t['course.sorryWrong']} questions={wrong} />
      <section className="jb-course-step__section" aria-labelledby={nextHeadingId}>
        <h2 id={nextHeadingId}>{t['course.sorryNextHeading']}</h2>
        <p>
          {firstProblem || checked.status !== 'done'
            ? t['course.sorryNextProblems']
            : t['course.sorryNextNone']}
        </p>
        <p className="jb-course-step__actions">
          <CourseLink className="jb-button" href={firstProblem?.path ?? finishPath}>
            {firstProblem ? t['course.sorryFirstQuestion'] : t['course.sorryLastStep']}
          </CourseLink>
          <CourseLink className="jb-button" data-variant="secondary" href={`/${education.slug}`}>
            {t['course.sorryStart']}
          </CourseLink>
        </p>
      </section>
    </CourseStepArticle>
  );
}
