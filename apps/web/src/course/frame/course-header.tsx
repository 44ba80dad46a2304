import type { SaveState } from '@jamstalldhet/blocks/engine';
import type { Education } from '@jamstalldhet/contract';
import type { ReactNode, Ref } from 'react';
import { SiteLink } from '../../app/site-link';
import { SaveStateText } from './save-state';
import './course-header.css';

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
    <header className="web-course-header">
      <div className="web-course-header__bar">
        <SiteLink className="web-course-header__course" href={`/${education.slug}`}>
          {education.title}
        </SiteLink>
        {menu}
      </div>
      {context && <p className="web-course-header__context">{context}</p>}
      <h1 ref={headingRef} tabIndex={-1} className="web-course-header__title">
        {title}
      </h1>
      {(position || saveState) && (
        <div className="web-course-header__status">
          {position && <p className="web-course-header__position">{position}</p>}
          {saveState && <SaveStateText state={saveState} />}
        </div>
      )}
    </header>
  );
}
