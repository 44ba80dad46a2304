import type { Education, Page } from '@jamstalldhet/contract';
import { type ComponentType, Suspense, useMemo } from 'react';
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
} from '../engine/index';
import { CourseNotFound } from './course-not-found';
import type { CoursePageProps } from './course-page-props';
import { Navigate, useCourseRouter } from './host/router';
import { useCourseHost } from './progress/course-progress-context';
import { useCourseProgress } from './progress/use-course-progress';
import { ChapterPage } from './steps/chapter-page';
import { EvaluationPage, SorryPage, ThanksPage } from './steps/end-steps';

export interface CourseViewProps {
  page: Page;
  education: Education;
  address: Exclude<CourseAddress, { kind: 'presentation' }>;
  /** Shown where the course has no such step. @default a heading saying the page was not found */
  NotFound?: ComponentType | undefined;
}

/**
 * One address inside a fetched education. A learner who may not take the course is sent to
 * login or to the presentation before any content shows (SPEC §4 course status); everyone
 * else gets the step the address names, or the not-found page when the course has no such step.
 */
export function CourseView({
  page,
  education: fetched,
  address,
  NotFound = CourseNotFound,
}: CourseViewProps) {
  const education = useMemo(() => normalizeEducation(fetched), [fetched]);
  const steps = useMemo(() => courseSteps(education), [education]);
  const course = useCourseProgress(education);
  const { onLoginRequired, accountPaths } = useCourseHost();
  const location = useCourseRouter().path;
  const loggedIn = course.loggedIn;

  const status = courseStatus(education, { loggedIn, progress: course.progress });
  const redirect = accessRedirect(status, education.slug, location, accountPaths.login);
  if (redirect) {
    if (status === 'locked') {
      // Registering instead of logging in still brings the learner back here.
      onLoginRequired?.(location);
    }
    return <Navigate to={redirect} />;
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
      return <Navigate to={resume.path} />;
    }
    case 'page': {
      const step = steps[findStepIndex(steps, address)];
      // Keyed by address: each page starts fresh (focus, refused answers, errors).
      return step?.kind === 'page' ? (
        <ChapterPage key={location} {...props} step={step} address={address} />
      ) : (
        <NotFound />
      );
    }
    // An end step's code may still be coming (steps/end-steps.ts): the step shows when it is here.
    case 'evaluation': {
      const step = endStep(steps, 'evaluation');
      return step ? (
        <Suspense fallback={null}>
          <EvaluationPage key={location} {...props} step={step} />
        </Suspense>
      ) : (
        <NotFound />
      );
    }
    case 'thanks': {
      const step = endStep(steps, 'thanks');
      return step ? (
        <Suspense fallback={null}>
          <ThanksPage key={location} {...props} step={step} />
        </Suspense>
      ) : (
        <NotFound />
      );
    }
    case 'sorry':
      return (
        <Suspense fallback={null}>
          <SorryPage key={location} {...props} />
        </Suspense>
      );
    case 'unknown':
      return <NotFound />;
    default:
      return address satisfies never;
  }
}

function endStep(steps: readonly CourseStep[], kind: EndStep['kind']): EndStep | undefined {
  return steps.find((step): step is EndStep => step.kind === kind);
}
