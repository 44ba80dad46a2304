import { useContext, useEffect } from 'react';
import { HydrationStepsContext } from '../app/hydration-steps';

/** Set on `<html>` once the page's script has taken it over: its controls then respond. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Marks the document interactive: for a page the browser drew, at once. */
export function markInteractive(): void {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
}

/**
 * Placed after a layout's page, in its step: marks the page interactive once every step of the
 * first page is drawn and a lazy page's code is here (the steps hold it, app/lazy-routes.ts), as
 * the server drew it or not (issue 25). Until then the server's HTML is on screen but its
 * buttons do nothing; tests wait for it.
 */
export function PageInteractive() {
  const steps = useContext(HydrationStepsContext);
  useEffect(() => {
    void (steps ? steps.settled() : Promise.resolve()).then(markInteractive);
  }, [steps]);
  return null;
}
