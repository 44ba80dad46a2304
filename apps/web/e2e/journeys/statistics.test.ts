import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Locator, Page } from '../support/browser-deps';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage, settled } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 26: an administrator reads the statistics of one course over a period as charts and
// tables that agree, downloads a table as CSV and a chart as SVG, on a phone too; a learner is
// refused. The demo makes up learners for the statistics (apps/api/src/content/demo-statistics.ts).

let browser: Browser;
let context: BrowserContext;
let admin: Page;

/** Every policy violation the page reports, from its first script on. */
async function recordPolicyViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

async function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** A figure's chart, once Plot has drawn it. */
async function chartOf(figure: Locator): Promise<Locator> {
  const chart = figure.locator('svg.web-statistics-chart');
  await chart.waitFor();
  return chart;
}

/** The texts of each of a chart's text marks, in order: the row labels, then each series' counts. */
async function chartTexts(chart: Locator): Promise<string[][]> {
  return chart.evaluate((svg) =>
    [...svg.querySelectorAll('g.web-statistics-chart__labels, g.web-statistics-chart__counts')].map((group) =>
      [...group.querySelectorAll('text')].map((text) => text.textContent ?? ''),
    ),
  );
}

/** A table's body as rows of cells, the row's header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
    ),
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
  admin = await context.newPage();
  await recordPolicyViolations(admin);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.sequential('an administrator reads the statistics', () => {
  stopAfterFirstFailure();

  it('opens Statistik and picks a course and a period', async () => {
    await openPage(admin, '/mina-sidor/administration');
    await admin.getByRole('link', { name: 'Statistik' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Statistik' }).waitFor();
    await admin.getByText(/^Visar alla utbildningar, /).waitFor();
    await admin.getByLabel('Utbildning', { exact: true }).selectOption({ label: 'Jämställdhet i skolan' });
    await admin.getByLabel('Från månad').fill('2025-01');
    await admin.getByRole('button', { name: 'Visa statistik' }).click();
    await admin.getByText(/^Visar Jämställdhet i skolan, januari 2025–/).waitFor();
    expect(new URL(admin.url()).search).toMatch(/^\?utbildning=100&fran=2025-01&till=\d{4}-\d{2}$/);
  });

  it('sees each chart agree with the table beside it', async () => {
    const months = admin.locator('figure').filter({ hasText: 'Påbörjade och slutförda per månad' });
    const [labels, started, completed] = await chartTexts(await chartOf(months));
    const monthRows = await tableRows(admin.getByRole('table', { name: /^Per månad/ }));
    expect(monthRows.length).toBeGreaterThan(12);
    expect(labels).toEqual(monthRows.map((row) => row[0]));
    expect(started).toEqual(monthRows.map((row) => row[1]));
    expect(completed).toEqual(monthRows.map((row) => row[2]));

    const organisations = admin.locator('figure').filter({ hasText: 'Slutförda per organisation' });
    const [names, counts] = await chartTexts(await chartOf(organisations));
    const organisationRows = await tableRows(
      admin.getByRole('table', { name: /^Slutförda per organisation/ }),
    );
    expect(names).toEqual(organisationRows.map((row) => row[0]));
    expect(counts).toEqual(organisationRows.map((row) => row[1]));
    // Largest first: the counts shown go down.
    const numbers = (counts ?? [])
      .filter((count) => /^\d[\d\s]*$/.test(count))
      .map((count) => Number(count.replace(/\s/g, '')));
    expect(numbers).toEqual([...numbers].sort((first, second) => second - first));

    // The evaluation's first question, option by option.
    const question = admin.locator('.web-statistics-question').first();
    const [options, optionCounts] = await chartTexts(await chartOf(question.locator('figure')));
    const optionRows = await tableRows(question.getByRole('table'));
    expect(options).toEqual(optionRows.map((row) => row[0]));
    expect(optionCounts).toEqual(optionRows.map((row) => row[1]));
  });

  it('downloads the months as CSV with the same numbers', async () => {
    const monthRows = await tableRows(admin.getByRole('table', { name: /^Per månad/ }));
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Ladda ner tabellen per månad som CSV (för Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statistik-manader-100-2025-01-\d{4}-\d{2}\.csv$/);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...lines] = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(header).toBe('Månad;Påbörjade;Slutförda;Godkända;Ej godkända;Intyg utfärdade');
    // The file's months are `2025-01`, the page's `januari 2025`; their counts are the same.
    expect(lines.map((line) => line.split(';').slice(1))).toEqual(
      monthRows.map((row) =>
        row.slice(1).map((cell) => cell.replace(/\s/g, ' ').replace(/(\d) (\d)/g, '$1$2')),
      ),
    );
  });

  it('downloads a chart as an SVG file with its title and description', async () => {
    const months = admin.locator('figure').filter({ hasText: 'Påbörjade och slutförda per månad' });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      months.getByRole('button', { name: 'Ladda ner diagrammet per månad som SVG' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statistik-manader-100-2025-01-\d{4}-\d{2}\.svg$/);
    const svg = await readFile((await download.path()) ?? '', 'utf8');
    expect(svg).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/,
    );
    expect(svg).toContain('<title>Påbörjade och slutförda per månad, januari 2025–');
    expect(svg).toContain('<desc>Stapeldiagram, en rad per månad');
    // The file stands alone: a browser opens it as an image, drawn the same.
    const image = await context.newPage();
    await image.setContent(
      `<img alt="" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}">`,
    );
    const size = await image
      .locator('img')
      .evaluate((element: HTMLImageElement) =>
        element.decode().then(() => ({ width: element.naturalWidth, height: element.naturalHeight })),
      );
    expect(size.width).toBeGreaterThan(200);
    expect(size.height).toBeGreaterThan(200);
    await image.close();
  });

  it('finds nothing for axe, and nothing the Content-Security-Policy refuses', async () => {
    await settled(admin);
    await expectNoAxeFindings(admin);
    expect(await policyViolations(admin)).toEqual([]);
  });

  it('reads the same page on a phone 390 px wide, the charts within it', async () => {
    const phone = await browser.newContext({
      baseURL: siteUrl(),
      viewport: { width: 390, height: 844 },
      locale: 'sv-SE',
      timezoneId: 'Europe/Stockholm',
    });
    await chooseNoCookies(phone, siteUrl());
    await storeSessionToken(phone, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
    const page = await phone.newPage();
    await recordPolicyViolations(page);
    await openPage(page, new URL(admin.url()).pathname + new URL(admin.url()).search);
    const charts = page.locator('svg.web-statistics-chart');
    await charts.first().waitFor();
    for (const chart of await charts.all()) {
      const box = await chart.boundingBox();
      expect(box?.width).toBeLessThanOrEqual(390);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeFindings(page);
    expect(await policyViolations(page)).toEqual([]);
    await phone.close();
  });
});

describe('a learner and the statistics', () => {
  it('is refused the page, and the API refuses the numbers', async () => {
    const learner = await newSiteContext(browser);
    await chooseNoCookies(learner, siteUrl());
    const token = await apiLogin(siteUrl(), DEMO_ACCOUNTS.student);
    await storeSessionToken(learner, siteUrl(), token);
    const page = await learner.newPage();
    await openPage(page, '/mina-sidor/administration/statistik');
    await page.getByRole('heading', { level: 1, name: 'Du har inte behörighet till sidan' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await expectNoAxeFindings(page);
    const refused = await fetch(`${siteUrl()}/api/admin/statistics.csv?table=summary`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(403);
    await learner.close();
  });
});
