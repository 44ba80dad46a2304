import type { EducationProgress } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { CourseHeader, type CourseHeaderProps } from '../frame/course-header';
import { useHeadingFocus } from '../frame/use-heading-focus';
import { EducationMenu, type EducationMenuProps } from '../menu/education-menu';

export interface CourseStepArticleProps
  extends Pick<CourseHeaderProps, 'education' | 'title' | 'context' | 'position' | 'saveState'> {
  /** Which step this is, for styles and tests (`data-step`). */
  step: 'page' | 'evaluation' | 'sorry' | 'thanks';
  /** The learner's progress, for the chapter menu. */
  progress: EducationProgress | null;
  loggedIn: boolean;
  /** The episode the menu marks as here (a chapter page). */
  current?: EducationMenuProps['current'];
  children: ReactNode;
}

/**
 * The frame every course step shares: an article with the course header, whose `<h1>` takes
 * focus when the step opens, and the chapter menu; the step's own content follows.
 */
export function CourseStepArticle({
  step,
  education,
  progress,
  loggedIn,
  current,
  children,
  ...header
}: CourseStepArticleProps) {
  const heading = useHeadingFocus();
  return (
    <article className="jb-course-step" data-step={step}>
      <CourseHeader
        education={education}
        headingRef={heading}
        menu={
          <EducationMenu education={education} progress={progress} loggedIn={loggedIn} current={current} />
        }
        {...header}
      />
      {children}
    </article>
  );
}
