import type { Page } from './browser-deps';
import { networkQuiet } from './network-quiet';

/**
 * Opens a path and waits until the page has settled: nothing loading over the network, the
 * page's one heading shown and no `Laddar …` left. What axe or a journey sees is then the page
 * a user reads, not a loading state.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await settled(page);
}

export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  // A page the server drew is on screen before its script has taken it over (issue 25).
  await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
  await page.locator('h1').first().waitFor({ state: 'visible' });
  await page.getByText('Laddar …', { exact: true }).waitFor({ state: 'detached' });
  await networkQuiet(page);
}

/** The path and query the browser shows now, e.g. `/anvandare/login?next=%2Fmina-sidor`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Waits until the browser shows this path (and query), e.g. after a client-side redirect. */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}
