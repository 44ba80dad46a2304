import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { markInteractive } from './layout/page-interactive';

/** Draws the site in `container`: takes over the server's page there (issue 25), else draws it. */
export function start(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (container.firstElementChild) {
    // Interactive once the page is taken over (layout/page-interactive.tsx).
    hydrateRoot(container, app);
  } else {
    createRoot(container).render(app);
    markInteractive();
  }
}
