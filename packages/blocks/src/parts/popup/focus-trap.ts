/** How long a popup waits before it takes focus (SPEC §9), so it is painted and announced first. */
export const POPUP_FOCUS_DELAY_MS = 100;

// The `[disabled]` attribute, not `:disabled`: jsdom (the component tests) matched `:disabled`
// wrongly inside the education menu, and the site sets the attribute anyway.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The part of a key event the trap reads: the DOM's and React's events both have it. */
interface TabKeyEvent {
  shiftKey: boolean;
  preventDefault(): void;
}

/**
 * Keeps Tab and Shift+Tab inside a modal dialog: from the last control to the first and back,
 * and from outside (focus not moved in yet) to the dialog's first or last control. A dialog
 * without controls keeps focus on itself.
 */
export function keepTabInside(event: TabKeyEvent, dialog: HTMLElement): void {
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable.at(-1);
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
