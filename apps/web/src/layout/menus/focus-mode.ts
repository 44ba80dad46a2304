import { useEffect } from 'react';

export type FocusMode = 'using-keyboard' | 'using-mouse';

/**
 * Keeps `data-focus-mode` on `<html>` (SPEC §4: default 'using-keyboard'). A pointer press
 * switches to 'using-mouse' and any key back, so styles can keep focus rings for keyboard users
 * even where focus is moved by script, and drop them on containers focused after a click.
 */
export function useFocusMode(): void {
  useEffect(() => {
    const root = document.documentElement;
    const set = (mode: FocusMode) => {
      if (root.dataset.focusMode !== mode) {
        root.dataset.focusMode = mode;
      }
    };
    const onPointer = () => set('using-mouse');
    const onKey = () => set('using-keyboard');
    // A layout that replaces another keeps the mode the visitor is in.
    if (!root.dataset.focusMode) {
      set('using-keyboard');
    }
    // Capture phase: a handler that stops propagation must not hide the switch.
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);
}
