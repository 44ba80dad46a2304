import { expect } from 'vitest';
import { AXE_SOURCE, type AxeResults, type BrowserContext, type Page, type Result } from './browser-deps';

/** WCAG 2.1 A and AA, the level the law asks of a public authority's site. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Loads axe-core into every page of the context as it opens, for contexts that check many
 * pages: sent to the browser once, instead of half a megabyte per check.
 */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: AXE_SOURCE });
}

/** One finding, flat, as a report lists it. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** CSS selector of each element. */
  targets: string[];
}

/**
 * Runs axe-core in the page as it is now (open menus and popups included) and returns its
 * WCAG 2.1 AA violations. axe is evaluated through the DevTools protocol (here or as an init
 * script), which the site's Content-Security-Policy does not block, unlike a script tag.
 */
export async function axeViolations(page: Page, tags: readonly string[] = WCAG_TAGS): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    [...tags],
  );
  return results.violations.map(toFinding);
}

function toFinding(violation: Result): AxeFinding {
  return {
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  };
}

/** Findings as readable lines for a failing assertion: `rule (impact): help — elements`. */
export function describeFindings(findings: readonly AxeFinding[]): string {
  return findings
    .map((finding) => `${finding.rule} (${finding.impact}): ${finding.help} — ${finding.targets.join(', ')}`)
    .join('\n');
}

/** Fails with axe's findings listed when the page as it is now has any. */
export async function expectNoAxeFindings(page: Page): Promise<void> {
  const findings = await axeViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);
}
