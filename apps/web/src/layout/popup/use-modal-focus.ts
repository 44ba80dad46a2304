import { type RefObject, useEffect, useRef } from 'react';

/** How long a popup waits before it takes focus (SPEC §9), so it is painted and announced first. */
export const POPUP_FOCUS_DELAY_MS = 100;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

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

function keepTabInside(event: KeyboardEvent, dialog: HTMLElement): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (!first || !last) {
    event.preventDefault();
    dialog.focus();
  } else if (event.shiftKey && (outside || active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
