import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchChromium, newSiteContext, type SiteContextOptions } from './browser';
import type { Browser, BrowserContext, Page } from './browser-deps';
import { openPage } from './page-ready';
import { apiLogin, chooseNoCookies, storeSessionToken } from './session';
import { siteUrl } from './shared-site';

export interface Visit extends SiteContextOptions {
  /** A demo account's address, logged in through the API; a visitor without. */
  as?: string;
  /** Whether the cookie choice is made before; a first visit has none. @default true */
  cookiesChosen?: boolean;
}

/**
 * For a journey file whose every test starts in a fresh browser profile: Chromium is launched
 * once for the file, and each test's profile is closed after it. Returns `visit(path, options)`,
 * which opens a new profile (cookie choice made and logged in as asked) with the page at `path`,
 * or a blank page when `path` is null.
 */
export function freshProfileEachTest(): (path: string | null, options?: Visit) => Promise<Page> {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });
  afterAll(async () => {
    await browser?.close();
  });

  return async (path, options = {}) => {
    if (!browser) {
      throw new Error('visit() runs inside a test, after the browser has started');
    }
    await context?.close();
    context = await newSiteContext(browser, options);
    if (options.cookiesChosen !== false) {
      await chooseNoCookies(context, siteUrl());
    }
    if (options.as) {
      await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), options.as));
    }
    const page = await context.newPage();
    if (path !== null) {
      await openPage(page, path);
    }
    return page;
  };
}
