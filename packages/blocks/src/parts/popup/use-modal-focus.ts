import { type RefObject, useEffect, useRef } from 'react';
import { keepTabInside, POPUP_FOCUS_DELAY_MS } from './focus-trap';
import { hideOutside } from './hide-outside';

export interface ModalFocusOptions {
  /** The modal's outermost element: everything outside it is inert and hidden while it is open. */
  root?: RefObject<HTMLElement | null>;
  /** What the dialog shows; a change moves focus back to the dialog, which names it. */
  view?: string;
}

/**
 * Focus handling of a modal dialog (SPEC §2: the cookie popup traps focus on Tab): focus moves in
 * after the delay (unless the user already put it inside), Tab and Shift+Tab cycle inside it,
 * Escape calls `onEscape` (if given), and focus goes back to the opener on closing. With `root`,
 * the page behind is inert while the dialog is open. Listeners sit on the document in the
 * capture phase, so the keys work even before focus has moved in, and menus under the dialog
 * see the Escape as handled (`defaultPrevented`). The package's popups, the course menu and the
 * site's cookie popup share it.
 *
 * @example useModalFocus(open, dialogRef, close, { root: rootRef, view })
 */
export function useModalFocus(
  open: boolean,
  dialog: RefObject<HTMLElement | null>,
  onEscape: (() => void) | undefined,
  { root, view }: ModalFocusOptions = {},
): void {
  const escapeHandler = useRef(onEscape);
  escapeHandler.current = onEscape;

  useEffect(() => {
    if (!open) {
      return;
    }
    const opener = document.activeElement;
    const restore = root?.current ? hideOutside(root.current) : () => {};

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
      document.removeEventListener('keydown', onKeyDown, true);
      restore();
      // The opener may be gone (a menu that closed); then focus stays where the page puts it.
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) {
        opener.focus();
      }
    };
  }, [open, dialog, root]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new view is what moves focus again
  useEffect(() => {
    if (!open) {
      return;
    }
    // Focus already inside (a quick click, or a control that stayed) is the user's; keep it.
    const timer = setTimeout(() => {
      const element = dialog.current;
      if (element && !element.contains(document.activeElement)) {
        element.focus();
      }
    }, POPUP_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, dialog, view]);
}
