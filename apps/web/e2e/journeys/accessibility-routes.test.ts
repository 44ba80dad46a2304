import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings, loadAxeInEveryPage } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { currentPath, openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';
import { routesFor, VIEWER_ACCOUNTS, type Viewer } from './site-routes';

// Journey 6, part 1: axe finds no WCAG 2.1 AA violations on any route of SPEC §2, for a visitor
// and for each kind of demo account. The cookie choice is already made here; the popup, the
// menus and the drawer are checked open in accessibility-overlays.test.ts.

const VIEWERS: readonly Viewer[] = ['anonymous', 'student', 'internal', 'admin'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

for (const viewer of VIEWERS) {
  describe(`every route, ${viewer}`, () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await newSiteContext(browser);
      await loadAxeInEveryPage(context);
      await chooseNoCookies(context, siteUrl());
      if (viewer !== 'anonymous') {
        await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), VIEWER_ACCOUNTS[viewer]));
      }
      page = await context.newPage();
    });

    afterAll(async () => {
      await context?.close();
    });

    for (const route of routesFor(viewer)) {
      it(`${route.name}: ${route.path}`, async () => {
        await openPage(page, route.path);
        // The route itself, not a login page or a redirect the table did not expect.
        expect(currentPath(page)).toBe(route.landsOn?.[viewer] ?? route.path);
        const findings = await axeViolations(page);
        expect(findings, describeFindings(findings)).toEqual([]);
      });
    }
  });
}
