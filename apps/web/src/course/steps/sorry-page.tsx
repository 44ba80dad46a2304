import { useId, useMemo } from 'react';
import { SiteLink } from '../../app/site-link';
import type { CoursePageProps } from '../course-page-props';
import { CourseHeader } from '../frame/course-header';
import { useCourseMeta } from '../frame/use-course-meta';
import { useHeadingFocus } from '../frame/use-heading-focus';
import { EducationMenu } from '../menu/education-menu';
import { BlockingQuestionList } from './blocking-question-list';
import { blockingQuestions } from './sorry-questions';
import { useCheckedAnswers } from './use-checked-answers';
import './course-step.css';

export const SORRY_TITLE = 'Du har inte klarat utbildningen ännu';

/**
 * `/{slug}/tyvarr` (SPEC §2): the learner did not pass. Says which mandatory questions are
 * unanswered or wrong, each with a link to its page, and what to do next. Worked out from the
 * learner's answers, so it holds after a reload too.
 */
export function SorryPage({ education, course, loggedIn, steps }: CoursePageProps) {
  useCourseMeta(education, { kind: 'sorry' });
  const heading = useHeadingFocus();
  const nextHeadingId = useId();
  const checked = useCheckedAnswers(education, course.answers);
  const results = checked.status === 'done' ? checked.results : undefined;
  const questions = useMemo(
    () => blockingQuestions(education, course.answers, results),
    [education, course.answers, results],
  );
  const unanswered = questions.filter((question) => question.problem === 'unanswered');
  const wrong = questions.filter((question) => question.problem === 'wrong');
  // The step before the thank-you page: where `Slutför utbildning` is pressed.
  const finishPath = steps.at(-2)?.path ?? `/${education.slug}`;
  const firstProblem = questions[0];

  return (
    <article className="web-course-step" data-step="sorry">
      <CourseHeader
        education={education}
        title={SORRY_TITLE}
        headingRef={heading}
        menu={<EducationMenu education={education} progress={course.progress} loggedIn={loggedIn} />}
      />
      <p className="web-course-step__lead">
        För att klara utbildningen behöver du svara på alla obligatoriska frågor och svara rätt på de frågor
        som har ett rätt svar.
      </p>
      <p role="status" className="web-course-step__status">
        {checked.status === 'checking' && 'Dina svar rättas …'}
        {checked.status === 'failed' &&
          'Vi kunde inte rätta dina svar just nu, så frågor med fel svar visas inte här. Försök igen om en stund.'}
      </p>
      <BlockingQuestionList heading="Frågor som saknar svar" questions={unanswered} />
      <BlockingQuestionList heading="Frågor med fel svar" questions={wrong} />
      <section className="web-course-step__section" aria-labelledby={nextHeadingId}>
        <h2 id={nextHeadingId}>Så gör du nu</h2>
        <p>
          {firstProblem || checked.status !== 'done'
            ? 'Gå tillbaka till frågorna ovan och ändra dina svar. Dina andra svar finns kvar. Välj sedan Slutför utbildning igen.'
            : 'Vi hittar inga frågor som saknar svar just nu. Gå till sista steget och välj Slutför utbildning igen.'}
        </p>
        <p className="web-course-step__actions">
          <SiteLink className="jb-button" href={firstProblem?.path ?? finishPath}>
            {firstProblem ? 'Till första frågan' : 'Till sista steget'}
          </SiteLink>
          <SiteLink className="jb-button" data-variant="secondary" href={`/${education.slug}`}>
            Till utbildningens startsida
          </SiteLink>
        </p>
      </section>
    </article>
  );
}
