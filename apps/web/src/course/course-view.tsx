import {
  accessRedirect,
  type CourseAddress,
  type CourseStep,
  courseStatus,
  courseSteps,
  type EndStep,
  findStepIndex,
  learnerProgress,
  normalizeEducation,
  resumePosition,
} from '@jamstalldhet/blocks/engine';
import type { Education, Page } from '@jamstalldhet/contract';
import { useMemo } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAuth } from '../app/services';
import { rememberRedirect } from '../auth/redirect-memory';
import { NotFoundContent } from '../pages/error-page/not-found-content';
import type { CoursePageProps } from './course-page-props';
import { useCourseProgress } from './progress/course-progress-provider';
import { ChapterPage } from './steps/chapter-page';
import { EvaluationPage } from './steps/evaluation-page';
import { SorryPage } from './steps/sorry-page';
import { ThanksPage } from './steps/thanks-page';

export interface CourseViewProps {
  page: Page;
  education: Education;
  address: Exclude<CourseAddress, { kind: 'presentation' }>;
}

/**
 * One address inside a fetched education. A learner who may not take the course is sent to
 * login or to the presentation before any content shows (SPEC §4 course status); everyone
 * else gets the step the address names, or the not-found page when the course has no such step.
 */
export function CourseView({ page, education: fetched, address }: CourseViewProps) {
  const education = useMemo(() => normalizeEducation(fetched), [fetched]);
  const steps = useMemo(() => courseSteps(education), [education]);
  const loggedIn = useAuth().status === 'authenticated';
  const course = useCourseProgress(education);
  const [location] = useLocation();

  const status = courseStatus(education, { loggedIn, progress: course.progress });
  const redirect = accessRedirect(status, education.slug, location);
  if (redirect) {
    if (status === 'locked') {
      // Registering instead of logging in still brings the learner back here.
      rememberRedirect(location);
    }
    return <Redirect to={redirect} replace />;
  }

  const props: CoursePageProps = {
    page,
    education,
    steps,
    course,
    loggedIn,
    completed: status === 'completed',
  };
  switch (address.kind) {
    case 'continue': {
      const resume = resumePosition(education, learnerProgress(education, course.progress, loggedIn));
      return <Redirect to={resume.path} replace />;
    }
    case 'page': {
      const step = steps[findStepIndex(steps, address)];
      // Keyed by address: each page starts fresh (focus, refused answers, errors).
      return step?.kind === 'page' ? (
        <ChapterPage key={location} {...props} step={step} address={address} />
      ) : (
        <NotFoundContent />
      );
    }
    case 'evaluation': {
      const step = endStep(steps, 'evaluation');
      return step ? <EvaluationPage key={location} {...props} step={step} /> : <NotFoundContent />;
    }
    case 'thanks': {
      const step = endStep(steps, 'thanks');
      return step ? <ThanksPage key={location} {...props} step={step} /> : <NotFoundContent />;
    }
    case 'sorry':
      return <SorryPage key={location} {...props} />;
    case 'unknown':
      return <NotFoundContent />;
    default:
      return address satisfies never;
  }
}

function endStep(steps: readonly CourseStep[], kind: EndStep['kind']): EndStep | undefined {
  return steps.find((step): step is EndStep => step.kind === kind);
}
