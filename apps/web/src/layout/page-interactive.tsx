import { useContext, useEffect } from 'react';
import { HydrationStepsContext } from '../app/hydration-steps';

/** Set on `<html>` once the page's script has taken it over: its controls then respond. */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Marks the document interactive: for a page the browser drew, at once. */
export function markInteractive(): void {
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
}

/**
 * Placed after a layout's page, inside its `<Suspense>`: its effect runs once the page itself has
 * been taken over, also a lazy page the server drew, whose code comes later (issue 25). Until
 * then the server's HTML is on screen but its buttons do nothing; tests wait for it.
 */
export function PageInteractive() {
  const steps = useContext(HydrationStepsContext);
  useEffect(() => {
    // A page taken over in steps responds once the last step is drawn (app/hydration-steps.tsx).
    void (steps ? steps.settled() : Promise.resolve()).then(markInteractive);
  }, [steps]);
  return null;
}
