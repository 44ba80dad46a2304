import type { NavigationLink } from '../../engine/index';
import { useLabels } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { courseLabels } from '../course-labels';
import { CourseLink } from '../host/course-link';

export interface CourseNavigationProps {
  /** From the engine's `navigationLabels`. */
  previous: NavigationLink | null;
  next: NavigationLink | null;
  /**
   * What the forward button does; it may refuse (mandatory questions) or complete the course.
   * Without it the forward step is a plain link (the thank-you page).
   */
  onNext?: (() => void) | undefined;
  /** A completion is under way: the forward button does nothing until it ends. */
  busy?: boolean | undefined;
  /** Called when the learner reaches for the buttons (pointer, touch or focus on them). */
  onIntent?: (() => void) | undefined;
}

/**
 * The buttons between the steps of a course (SPEC §4): `Föregående` back, and forward
 * `Nästa sida`, `Till utvärdering` or `Slutför utbildning`. Going back is always a link;
 * going forward is a button, because the page first checks its mandatory questions. The button
 * submits a form that asks for the next step's address, so without JavaScript (a page the
 * server drew, issue 25) it still leads there; with it, the form's submit runs `onNext`.
 */
export function CourseNavigation({ previous, next, onNext, busy = false, onIntent }: CourseNavigationProps) {
  const t = useLabels(courseLabels);
  return (
    <nav
      className="jb-course-navigation"
      aria-label={t['course.navigation']}
      onPointerOver={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      {previous && (
        <CourseLink
          className="jb-button jb-course-navigation__previous"
          data-variant="secondary"
          href={previous.path}
        >
          <span aria-hidden="true">←</span> {previous.label}
        </CourseLink>
      )}
      {next &&
        (onNext ? (
          <form
            method="get"
            // Completing needs the script; without it the form only reloads this page.
            action={next.action === 'finish' ? undefined : next.path}
            className="jb-course-navigation__form"
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) {
                onNext();
              }
            }}
          >
            <Button
              type="submit"
              className="jb-course-navigation__next"
              data-action={next.action}
              // Not `disabled`: the button keeps focus while the course is completed.
              aria-disabled={busy || undefined}
            >
              {next.label} <span aria-hidden="true">→</span>
            </Button>
          </form>
        ) : (
          <CourseLink
            className="jb-button jb-course-navigation__next"
            data-action={next.action}
            href={next.path}
          >
            {next.label} <span aria-hidden="true">→</span>
          </CourseLink>
        ))}
    </nav>
  );
}
