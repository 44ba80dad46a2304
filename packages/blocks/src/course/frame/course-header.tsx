import type { Education } from '@jamstalldhet/contract';
import type { ReactNode, Ref } from 'react';
import type { SaveState } from '../../engine/index';
import { CourseLink } from '../host/course-link';
import { SaveStateText } from './save-state';

export interface CourseHeaderProps {
  education: Education;
  /** The page's `<h1>`: the episode's title, or the name of the end page. */
  title: string;
  /** Receives the heading, which takes focus on each step (it has `tabIndex={-1}`). */
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the page sits above the heading, e.g. "Kapitel 1 av 4: Vad är jämställdhet?". */
  context?: string | undefined;
  /** Where the page sits in its episode, e.g. "Sida 2 av 3". */
  position?: string | undefined;
  /** Shown on chapter pages, where answers are saved as the learner goes. */
  saveState?: SaveState | undefined;
  /** The education menu's button. */
  menu?: ReactNode;
}

/**
 * The top of every page inside a course: the course's name (back to its presentation), the
 * button of the education menu, where the learner is and whether their answers are saved.
 */
export function CourseHeader({
  education,
  title,
  headingRef,
  context,
  position,
  saveState,
  menu,
}: CourseHeaderProps) {
  return (
    <header className="jb-course-header">
      <div className="jb-course-header__bar">
        <CourseLink className="jb-course-header__course" href={`/${education.slug}`}>
          {education.title}
        </CourseLink>
        {menu}
      </div>
      {context && <p className="jb-course-header__context">{context}</p>}
      <h1 ref={headingRef} tabIndex={-1} className="jb-course-header__title">
        {title}
      </h1>
      {(position || saveState) && (
        <div className="jb-course-header__status">
          {position && <p className="jb-course-header__position">{position}</p>}
          {saveState && <SaveStateText state={saveState} />}
        </div>
      )}
    </header>
  );
}
