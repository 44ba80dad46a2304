import { describe, expect, it } from 'vitest';
import { freshProfileEachTest } from '../support/fresh-profile';
import { settled } from '../support/page-ready';

// Issue 13: the site's Content-Security-Policy (no 'unsafe-eval') is never violated while the
// pages people open first load and parse their data: Zod's compiled parser probed eval and
// got a violation report on every page, until it was set jitless.

const visit = freshProfileEachTest();

const PAGES = ['/', '/jamstalldhet-i-skolan', '/jamstalldhet-i-skolan/1/1/1', '/anvandare/login'];

describe('the Content-Security-Policy', () => {
  for (const path of PAGES) {
    it(`is not violated on ${path}`, async () => {
      const page = await visit(null);
      // Recorded from the first script on, before the site's own code runs.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { cspViolations: seen });
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.goto(path);
      await settled(page);
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      );
      expect(violations).toEqual([]);
    });
  }
});
