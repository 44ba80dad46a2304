import { describe, expect, it } from 'vitest';
import { FAILED_HEADING, NOT_FOUND_TITLE } from '../../src/pages/error-page/error-texts';
import { freshProfileEachTest } from '../support/fresh-profile';
import { settled } from '../support/page-ready';
import { siteUrl } from '../support/shared-site';

// Issue 13: the page shell carries the API's first answers (site settings, the page), so a first
// visit renders without waiting for another round trip. Shown here by refusing those calls: the
// page must still appear, from the data that came with it.

const visit = freshProfileEachTest();

describe('a first visit', () => {
  // Content pages only: a course presentation's page is fetched (docs/decisions.md).
  for (const [path, api] of [
    ['/', '/api/pages/start'],
    ['/om-webbutbildningarna', '/api/pages/om-webbutbildningarna'],
  ] as const) {
    it(`shows ${path} from the data in the page, without asking the API for it`, async () => {
      const page = await visit(null);
      const asked: string[] = [];
      await page.route(`**${api}`, async (route) => {
        asked.push(route.request().url());
        await route.abort();
      });
      await page.route('**/api/site-settings', (route) => route.abort());
      await page.goto(path);
      await settled(page);
      const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
      expect(heading.length).toBeGreaterThan(0);
      expect([FAILED_HEADING, NOT_FOUND_TITLE]).not.toContain(heading);
      // The main menu comes from the settings, which came with the page too.
      expect(await page.locator('nav[aria-label="Huvudmeny"] a').count()).toBeGreaterThan(0);
      // The calls were made (SWR checks in the background) and refused, and the page stayed.
      expect(asked.length).toBeGreaterThan(0);
    });
  }
});

// SPEC §2: duplicate slashes are collapsed by redirecting to the cleaned path. Issue 39: the
// server does it (308, with a trailing slash and escaped letters) before it renders anything.
describe('an address spelled another way', () => {
  it('lands on its one spelling, with the page and the query', async () => {
    const page = await visit(null);
    // Whole, or the browser would read `//om-…` as a host.
    const first = await page.goto(`${siteUrl()}//om-webbutbildningarna//?flik=1`);
    expect(first?.request().redirectedFrom()?.url()).toMatch(/\/\/om-webbutbildningarna\/\/\?flik=1$/);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/om-webbutbildningarna?flik=1');
    await settled(page);
    const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
    expect([FAILED_HEADING, NOT_FOUND_TITLE, '']).not.toContain(heading);
  });
});
