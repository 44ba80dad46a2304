import { useCallback, useEffect, useMemo, useState } from 'react';
import { pageTitle } from '../../engine/html/title';
import type { CourseStepMeta, EducationMenuState } from './course-host';

/** How long the education menu waits before it becomes visible, so it can slide in (SPEC §9). */
export const EDUCATION_MENU_VISIBILITY_DELAY_MS = 100;

/** The default document head of a course page: its title (SPEC §2), e.g. `Kurs Kapitel 1 Episod 2`. */
export function useDocumentTitle({ education, step, titleTexts }: CourseStepMeta): void {
  const title = pageTitle(education.title, step, titleTexts);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** The education menu's own state, for hosts that keep no menus of their own. */
export function useOwnMenuState(): EducationMenuState {
  const [open, setOpen] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!open) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), EDUCATION_MENU_VISIBILITY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);
  const openMenu = useCallback(() => setOpen(true), []);
  const closeMenu = useCallback(() => setOpen(false), []);
  return useMemo(
    () => ({ open, visible, openMenu, closeMenu, ownOverlay: true }),
    [open, visible, openMenu, closeMenu],
  );
}
