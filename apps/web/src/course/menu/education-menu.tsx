import { chapterCompletion, learnerProgress } from '@jamstalldhet/blocks/engine';
import type { Education, EducationProgress } from '@jamstalldhet/contract';
import { useId, useRef } from 'react';
import { useMenus } from '../../layout/menus/menu-provider';
import { useModalFocus } from '../../layout/popup/use-modal-focus';
import { type CurrentEpisode, EducationMenuChapters } from './education-menu-chapters';
import './education-menu.css';

export const EDUCATION_MENU_BUTTON = 'Alla kapitel';
export const EDUCATION_MENU_TITLE = 'Kapitel i utbildningen';

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
  const { state, openEducationMenu, closeEducationMenu } = useMenus();
  const dialog = useRef<HTMLDivElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const open = state.educationMenu;
  useModalFocus(open, dialog, closeEducationMenu);

  const learner = learnerProgress(education, progress, loggedIn);
  const completion = chapterCompletion(education, learner?.entries ?? [], { completed: learner?.completed });
  const done = completion.filter(Boolean).length;

  return (
    <>
      <button
        type="button"
        className="jb-button web-education-menu-button"
        data-variant="secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={openEducationMenu}
      >
        <span className="web-education-menu-button__icon" aria-hidden="true" />
        {EDUCATION_MENU_BUTTON}
      </button>
      {open && (
        <div
          ref={dialog}
          id={dialogId}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          className="web-education-menu"
          data-visible={state.educationMenuVisible || undefined}
        >
          <div className="web-education-menu__top">
            <h2 id={titleId} className="web-education-menu__title">
              {EDUCATION_MENU_TITLE}
            </h2>
            <button type="button" className="web-education-menu__close" onClick={closeEducationMenu}>
              <span aria-hidden="true">×</span> Stäng
            </button>
          </div>
          <p className="web-education-menu__summary">
            {done} av {completion.length} kapitel klara
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
