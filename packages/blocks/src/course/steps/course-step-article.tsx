import type { ReactNode } from 'react';
import type { CoursePageProps } from '../course-page-props';
import { CourseHeader, type CourseHeaderProps } from '../frame/course-header';
import { useHeadingFocus } from '../frame/use-heading-focus';
import { EducationMenu, type EducationMenuProps } from '../menu/education-menu';

export interface CourseStepArticleProps
  extends Pick<CourseHeaderProps, 'title' | 'context' | 'position' | 'saveState'> {
  /** Which step this is, for styles and tests (`data-step`). */
  step: 'page' | 'evaluation' | 'sorry' | 'thanks';
  /** The step page's props: the education, and the learner's progress for the chapter menu. */
  of: Pick<CoursePageProps, 'education' | 'course' | 'loggedIn'>;
  /** The episode the menu marks as here (a chapter page). */
  current?: EducationMenuProps['current'];
  children: ReactNode;
}

/**
 * The frame every course step shares: an article with the course header, whose `<h1>` takes
 * focus when the step opens, and the chapter menu; the step's own content follows.
 */
export function CourseStepArticle({ step, of, current, children, ...header }: CourseStepArticleProps) {
  const { education, course, loggedIn } = of;
  const heading = useHeadingFocus();
  return (
    <article className="jb-course-step" data-step={step}>
      <CourseHeader
        education={education}
        headingRef={heading}
        menu={
          <EducationMenu
            education={education}
            progress={course.progress}
            loggedIn={loggedIn}
            current={current}
          />
        }
        {...header}
      />
      {children}
    </article>
  );
}
