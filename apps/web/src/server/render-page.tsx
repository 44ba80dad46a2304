import { loadAllCode } from '@jamstalldhet/blocks/course';
import type { ConsentChoice } from '@jamstalldhet/contract';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { App } from '../app/app';
import { HydrationStepsContext, serverSteps } from '../app/hydration-steps';
import { ServerRenderWaits } from '../app/lazy-routes';
import { initialDataFallback, shuffleSeedOf } from '../data/initial-data';

export interface PageToRender {
  /** The address's path, e.g. `/jamstalldhet-i-skolan/1/1/1`. */
  path: string;
  /** The text of the page's data block (the API's first answers by path). */
  initialData: string;
  /** The visitor's cookie choice, as their `cookieSettings` cookie says (`consentChoiceOf`). */
  consent: ConsentChoice | null;
  /** Whether the cookie popup opens by itself for this visitor (no choice, not a vendor's IP). */
  cookiePopup: boolean;
}

/**
 * The site's HTML for an anonymous visitor at an address without a query string, rendered on
 * the server with the same components, first answers and cookie choice the browser hydrates it
 * with (main.tsx): the API puts it inside the page shell's `<div id="app">` (issue 25).
 */
export async function renderPage({ path, initialData, consent, cookiePopup }: PageToRender): Promise<string> {
  // The server has all the code: each block and course step is loaded before its first render
  // (once; a failed load is tried again), so no page suspends on its code here and `useId`
  // counts as in a browser that loaded the first page's code before drawing it (start.tsx).
  await loadAllCode();
  return await renderToStringAsync(
    <HydrationStepsContext.Provider value={serverSteps()}>
      <StrictMode>
        <ServerRenderWaits.Provider value={new Set()}>
          <App
            router={{ ssrPath: path, ssrSearch: '' }}
            initialData={initialDataFallback(initialData)}
            shuffleSeed={shuffleSeedOf(initialData)}
            consent={consent}
            cookiePopup={cookiePopup}
          />
        </ServerRenderWaits.Provider>
      </StrictMode>
    </HydrationStepsContext.Provider>,
  );
}
