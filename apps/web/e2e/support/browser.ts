import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../../scripts/chromium.mjs';
import { type Browser, type BrowserContext, chromium } from './browser-deps';
import { trackRequests } from './network-quiet';
import { siteUrl } from './shared-site';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

/** The widths of SPEC §9's layouts: a phone, and a desktop above the 1024 px breakpoint. */
export const VIEWPORTS = {
  mobile: { width: 375, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

/** Long enough for a slow shared machine, short enough to fail a journey quickly. */
const ACTION_TIMEOUT_MS = 15_000;

export interface SiteContextOptions {
  /** The site's origin; the shared server's by default. */
  baseURL?: string;
  viewport?: keyof typeof VIEWPORTS;
}

/** A fresh browser profile (no cookies, no storage) on the site, in Swedish as the users are. */
export async function newSiteContext(
  browser: Browser,
  options: SiteContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? siteUrl(),
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    reducedMotion: 'reduce',
  });
  // A step that waits for what never comes fails in seconds, not at the test's time limit.
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  trackRequests(context);
  return context;
}
