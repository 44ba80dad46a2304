import type { BrowserContext } from './browser-deps';

/**
 * Records every Content-Security-Policy violation in the context's pages, from their first
 * script on (before the site's own code runs) and across navigations and reloads. Returns the
 * list it fills, as "directive blocked-uri sample".
 */
export async function recordCspViolations(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, violation: string) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (violation: string) => void })
        .reportCspViolation;
      void report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return seen;
}
