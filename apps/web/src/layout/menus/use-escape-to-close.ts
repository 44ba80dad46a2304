import { type RefObject, useEffect } from 'react';

/**
 * While `open`, Escape calls `close` and puts focus back on the button that opened the menu
 * (disclosure pattern). A popup above the menu gets the key first: a handled event is left alone.
 */
export function useEscapeToClose(
  open: boolean,
  close: () => void,
  button: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!open) {
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) {
        return;
      }
      close();
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, button]);
}
