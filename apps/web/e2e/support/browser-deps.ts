import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type { AxeResults, NodeResult, Result } from 'axe-core';
export type { Browser, BrowserContext, Locator, Page, Request } from 'playwright-core';
export { chromium } from 'playwright-core';

// axe-core itself, not @axe-core/playwright: that one brings an older axe-core whose WCAG tags
// skip `label-content-name-mismatch`, and its runner took four to five times as long per page.
const axeFile = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's browser bundle, evaluated in the page under test. */
export const AXE_SOURCE = readFileSync(axeFile, 'utf8');
