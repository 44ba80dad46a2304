// First: effects in React's order on the site's Preact, before any component renders.
import './preact-effects';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadFirstPageCode } from './app/first-page-blocks';
import { browserSteps, HydrationStepsContext } from './app/hydration-steps';
import { markInteractive } from './layout/page-interactive';

/**
 * Draws the site in `container`: takes over the server's page there (issue 25), else draws it.
 * Either way in steps (app/hydration-steps.tsx), so no task runs long and the ids `useId` gives
 * are the same on the server, in a page taken over and in a page the browser drew alone.
 */
export function start(container: HTMLElement): void {
  const taking = container.firstElementChild !== null;
  const steps = browserSteps({ page: loadFirstPageCode(container, document, location.pathname) });
  const app = (
    <HydrationStepsContext.Provider value={steps}>
      <StrictMode>
        <App />
      </StrictMode>
    </HydrationStepsContext.Provider>
  );
  if (taking) {
    // Interactive once the last step is drawn (layout/page-interactive.tsx).
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
    void steps.settled().then(markInteractive);
  }
}
