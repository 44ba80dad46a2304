import { type RefObject, useEffect, useRef } from 'react';
import { keepTabInside, POPUP_FOCUS_DELAY_MS } from './focus-trap';

/**
 * Focus handling of a modal dialog: focus moves in after the delay, Tab and Shift+Tab cycle
 * inside it, Escape calls `onEscape` (if given), and focus goes back to the opener on closing.
 * Listeners sit on the document in the capture phase, so the keys work even before focus has
 * moved in, and menus under the popup see the Escape as handled (`defaultPrevented`).
 */
export function useModalFocus(
  open: boolean,
  dialog: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
): void {
  const escapeHandler = useRef(onEscape);
  escapeHandler.current = onEscape;

  useEffect(() => {
    if (!open) {
      return;
    }
    const opener = document.activeElement;
    const timer = setTimeout(() => dialog.current?.focus(), POPUP_FOCUS_DELAY_MS);

    const onKeyDown = (event: KeyboardEvent) => {
      const element = dialog.current;
      if (!element) {
        return;
      }
      if (event.key === 'Escape' && escapeHandler.current) {
        event.preventDefault();
        escapeHandler.current();
      } else if (event.key === 'Tab') {
        keepTabInside(event, element);
      }
    };
    document.addEventListener('keydown', onKeyDown, true);

    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown, true);
      // The opener may be gone (a menu that closed); then focus stays where the page puts it.
      if (opener instanceof HTMLElement && opener.isConnected) {
        opener.focus();
      }
    };
  }, [open, dialog]);
}
