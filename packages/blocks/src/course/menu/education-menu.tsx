import type { Education, EducationProgress } from '@jamstalldhet/contract';
import { useId, useRef } from 'react';
import { chapterCompletion, learnerProgress } from '../../engine/index';
import { formatLabel } from '../../i18n/labels';
import { Button } from '../../parts/button';
import { useModalFocus } from '../../parts/popup/use-modal-focus';
import { useCourseHost } from '../progress/course-progress-context';
import { type CurrentEpisode, EducationMenuChapters } from './education-menu-chapters';

export interface EducationMenuProps {
  education: Education;
  progress: EducationProgress | null;
  loggedIn: boolean;
  /** The episode shown, marked in the list; none on the pages after the chapters. */
  current?: CurrentEpisode | undefined;
}

/**
 * The education menu (SPEC §2, §4): a button, and a modal drawer with the chapters, their
 * episodes and which chapters are done. It opens with the overlay and slides in 100 ms later
 * (the menu state's delay); focus moves into it and stays there; Escape, the close button and
 * a click on the overlay close it, and focus goes back to the button.
 */
export function EducationMenu({ education, progress, loggedIn, current }: EducationMenuProps) {
  const { labels: t, useMenuState } = useCourseHost();
  const menu = useMenuState();
  const { openMenu: openEducationMenu, closeMenu: closeEducationMenu } = menu;
  const dialog = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const open = menu.open;
  useModalFocus(open, dialog, closeEducationMenu);

  const learner = learnerProgress(education, progress, loggedIn);
  const completion = chapterCompletion(education, learner?.entries ?? [], { completed: learner?.completed });
  const done = completion.filter(Boolean).length;

  return (
    <>
      <Button
        className="jb-education-menu-button"
        variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={openEducationMenu}
      >
        <span className="jb-education-menu-button__icon" aria-hidden="true" />
        {t['course.menuButton']}
      </Button>
      {open && menu.ownOverlay && (
        // A pointer convenience; keyboard users close the menu with Escape or its button.
        <div className="jb-education-menu-overlay" aria-hidden="true" onClick={closeEducationMenu} />
      )}
      {open && (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="jb-education-menu"
          data-visible={menu.visible || undefined}
        >
          <div className="jb-education-menu__top">
            <h2 id={titleId} className="jb-education-menu__title">
              {t['course.menuTitle']}
            </h2>
            <Button className="jb-education-menu__close" variant="secondary" onClick={closeEducationMenu}>
              <span aria-hidden="true">×</span> {t['course.menuClose']}
            </Button>
          </div>
          <p className="jb-education-menu__summary">
            {formatLabel(t['course.menuSummary'], { done, total: completion.length })}
          </p>
          <EducationMenuChapters
            education={education}
            completion={completion}
            current={current}
            onNavigate={closeEducationMenu}
          />
        </div>
      )}
    </>
  );
}
