import { keepTabInside, POPUP_FOCUS_DELAY_MS } from '@jamstalldhet/blocks';
import { type KeyboardEvent, type RefObject, useEffect } from 'react';
import { hideOutside } from './hide-outside';

export interface ModalFocusOptions {
  /** The modal's outermost element: everything outside it is hidden while it is open. */
  root: RefObject<HTMLElement | null>;
  /** The dialog, focused on opening and whenever `view` changes. */
  dialog: RefObject<HTMLElement | null>;
  /** What the dialog shows; a change moves focus back to the dialog, which names it. */
  view: string;
  /** Called on Escape; without it Escape does nothing. */
  onEscape?: (() => void) | undefined;
}

/**
 * Keyboard and screen-reader behaviour of a modal (SPEC §2: the cookie popup traps focus on
 * Tab): the page behind is inert, focus moves into the dialog, Tab and Shift+Tab cycle inside
 * it, and focus returns to where it was when the modal closes. Returns the keydown handler.
 */
export function useModalFocus({ root, dialog, view, onEscape }: ModalFocusOptions) {
  useEffect(() => {
    const returnFocusTo = document.activeElement;
    const restore = root.current ? hideOutside(root.current) : () => {};
    return () => {
      restore();
      if (
        returnFocusTo instanceof HTMLElement &&
        returnFocusTo !== document.body &&
        returnFocusTo.isConnected
      ) {
        returnFocusTo.focus();
      }
    };
  }, [root]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view is what moves focus again
  useEffect(() => {
    // Focus already inside (a quick click, or a control that stayed) is the user's; keep it.
    const timer = setTimeout(() => {
      const element = dialog.current;
      if (element && !element.contains(document.activeElement)) {
        element.focus();
      }
    }, POPUP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dialog, view]);

  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Tab' && dialog.current) {
      keepTabInside(event, dialog.current);
    }
  };
}
