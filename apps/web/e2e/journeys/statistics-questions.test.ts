import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../support/admin-call';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Locator, Page } from '../support/browser-deps';
import { recordCspViolations } from '../support/csp';
import { docsSnapshot } from '../support/docs-snapshot';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { networkQuiet } from '../support/network-quiet';
import { openPage, settled, waitForPath } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 37: "Frågor" and "Var slutar deltagarna?" of a course made for this journey, so its
// figures are exactly what its learners did: one learner in the browser (wrong at the first
// "Rätta svaret", right at completion), nine more through the API, as a script of the player.

const SLUG = 'statistikkurs';
const QUESTION = 'Vilken lag förbjuder diskriminering?';
const TEXT_QUESTION = 'Vad tar du med dig?';
const RIGHT = 'Diskrimineringslagen';
const WRONG = 'Plan- och bygglagen';

let browser: Browser;
let adminToken: string;
let courseId: number;
const contexts: BrowserContext[] = [];
const violations: string[][] = [];

async function newPage(token?: string): Promise<Page> {
  const context = await newSiteContext(browser);
  contexts.push(context);
  violations.push(await recordCspViolations(context));
  await chooseNoCookies(context, siteUrl());
  if (token) {
    await storeSessionToken(context, siteUrl(), token);
  }
  return context.newPage();
}

/** An anonymous call of the player's, as a learner's browser makes it. */
async function learnerCall(path: string, body: unknown = {}): Promise<{ passed?: boolean }> {
  const answer = await fetch(`${siteUrl()}/api/educations/${courseId}/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

/** A table's body as rows of cells, the row's header first. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.evaluate((element) =>
    [...element.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()),
    ),
  );
}

/** The texts of each of a chart's text marks, in order: the row labels, then each series' counts. */
async function chartTexts(figure: Locator): Promise<string[][]> {
  const chart = figure.locator('svg.web-statistics-chart');
  await chart.waitFor();
  return chart.evaluate((svg) =>
    [...svg.querySelectorAll('g.web-statistics-chart__labels, g.web-statistics-chart__counts')].map((group) =>
      [...group.querySelectorAll('text')].map((text) => text.textContent ?? ''),
    ),
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  const created = await adminCall<{ id: number; version: number; data: Record<string, unknown> }>(
    adminToken,
    'POST',
    '/api/admin/content/educations',
    { title: 'Statistikkurs', slug: SLUG },
  );
  courseId = created.id;
  const saved = await adminCall<{ version: number }>(
    adminToken,
    'PUT',
    `/api/admin/content/education/${courseId}/draft`,
    {
      version: created.version,
      data: {
        ...created.data,
        certificate: false,
        chapters: [
          {
            title: 'Grunder',
            episodes: [
              {
                title: 'Lagen',
                components: [
                  [
                    {
                      block_id: 'b-statfraga01',
                      name: 'question-radio',
                      title: QUESTION,
                      mandatory: true,
                      has_correction: true,
                      answers: [
                        { id: 'dl', label: RIGHT, correct: true },
                        { id: 'pbl', label: WRONG },
                      ],
                    },
                  ],
                  [{ block_id: 'b-statfraga02', name: 'question-input-text', title: TEXT_QUESTION }],
                ],
              },
            ],
          },
        ],
      },
    },
  );
  await adminCall(adminToken, 'POST', `/api/admin/content/education/${courseId}/publish`, {
    version: saved.version,
  });
});

afterAll(async () => {
  for (const context of contexts) {
    await context.close();
  }
  await browser?.close();
});

describe.sequential('an administrator reads which questions and pages lose learners', () => {
  stopAfterFirstFailure();

  it('a learner takes the course in the browser: wrong at the first check, right at completion', async () => {
    const learner = await newPage();
    await openPage(learner, `/${SLUG}/1/1/1`);
    const question = learner.getByRole('group', { name: QUESTION });
    await question.getByRole('radio', { name: WRONG }).check();
    await question.getByRole('button', { name: 'Rätta svaret' }).click();
    await question.getByText('Fel svar').waitFor();
    await question.getByRole('radio', { name: RIGHT }).check();
    await learner.getByRole('button', { name: 'Nästa sida', exact: true }).click();
    await waitForPath(learner, `/${SLUG}/1/1/2`);
    await learner.getByRole('textbox', { name: TEXT_QUESTION }).fill('Normer');
    await learner.getByRole('button', { name: 'Slutför utbildning', exact: true }).click();
    await learner.getByRole('heading', { level: 1, name: /Tack/ }).waitFor();
    await networkQuiet(learner);
  });

  it('nine more learners and a few who stop: their starts, pages and completions', async () => {
    for (let at = 0; at < 14; at += 1) {
      await learnerCall('started');
    }
    for (let at = 0; at < 14; at += 1) {
      await learnerCall('reached', { page: '1/1/1' });
    }
    for (let at = 0; at < 9; at += 1) {
      await learnerCall('reached', { page: '1/1/2' });
    }
    // Five right at their first check, four wrong; all right at completion; two write a text.
    for (let at = 0; at < 9; at += 1) {
      const completion = await learnerCall('completed', {
        answers: [
          { block_id: 'b-statfraga01', values: ['dl'] },
          ...(at < 2 ? [{ block_id: 'b-statfraga02', values: ['Något'] }] : []),
        ],
        first_checks: [{ block_id: 'b-statfraga01', values: [at < 5 ? 'dl' : 'pbl'] }],
      });
      expect(completion.passed).toBe(true);
    }
  });

  it('"Frågor" shows what they did, a small group as "färre än 5", its chart agreeing', async () => {
    const admin = await newPage(adminToken);
    await openPage(admin, `/mina-sidor/administration/statistik?utbildning=${courseId}`);
    await admin.getByText(/^Visar Statistikkurs, /).waitFor();
    await admin.getByRole('heading', { level: 2, name: 'Frågor' }).waitFor();
    const rows = await tableRows(admin.getByRole('table', { name: /^Frågor, / }));
    expect(rows).toEqual([
      [QUESTION, '1/1/1', '10', '10', '5 (50 %)', '10 (100 %)'],
      [TEXT_QUESTION, '1/1/2', 'färre än 5', 'Fritext'],
    ]);
    const figure = admin.locator('figure').filter({ hasText: 'Rätt vid första rättningen per fråga' });
    expect(await chartTexts(figure)).toEqual([[QUESTION], ['5'], ['10']]);
    await docsSnapshot(
      admin,
      'statistik-fragor',
      admin.locator('section').filter({ has: admin.getByRole('heading', { level: 2, name: 'Frågor' }) }),
    );
    await admin.getByText(`Svar per alternativ: ${QUESTION}`).click();
    expect(
      await tableRows(admin.getByRole('table', { name: `Svar per alternativ på ”${QUESTION}”` })),
    ).toEqual([
      [RIGHT, '10', '100 %'],
      [WRONG, '0', '0 %'],
    ]);

    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Ladda ner frågorna som CSV (för Excel)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(
      new RegExp(`^statistik-fragor-${courseId}-\\d{4}-\\d{2}-\\d{4}-\\d{2}\\.csv$`),
    );
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).slice(1).trimEnd().split('\r\n');
    expect(lines).toContain(`${QUESTION};1/1/1;10;10;5;50 %;10;100 %;${RIGHT};10;100 %`);
    expect(lines).toContain(`${TEXT_QUESTION};1/1/2;färre än 5;;;;;;Fritext;;`);

    const [svg] = await Promise.all([
      admin.waitForEvent('download'),
      figure.getByRole('button', { name: 'Ladda ner diagrammet över frågorna som SVG' }).click(),
    ]);
    expect(svg.suggestedFilename()).toMatch(/^statistik-fragor-\d+-.*\.svg$/);
    expect(await readFile((await svg.path()) ?? '', 'utf8')).toContain(
      '<title>Rätt vid första rättningen per fråga',
    );
  });

  it('"Var slutar deltagarna?" shows each step, who went on and who stopped', async () => {
    const admin = contexts.at(-1)?.pages()[0] as Page;
    const rows = await tableRows(admin.getByRole('table', { name: /^Var slutar deltagarna\?, / }));
    expect(rows).toEqual([
      ['Påbörjade utbildningen', '15', '15', '0'],
      ['Grunder · Lagen, sida 1', '15', '10', '5'],
      ['Grunder · Lagen, sida 2', '10', '10', '0'],
      ['Slutförde utbildningen', '10', '0', '10'],
      ['Lämnade utvärderingen', '0', '–', '–'],
    ]);
    const figure = admin.locator('figure').filter({ hasText: 'Deltagare som nådde varje steg' });
    await docsSnapshot(
      admin,
      'statistik-var-slutar',
      admin
        .locator('section')
        .filter({ has: admin.getByRole('heading', { level: 2, name: 'Var slutar deltagarna?' }) }),
    );
    const [labels, counts] = await chartTexts(figure);
    expect(labels).toEqual(rows.map((row) => row[0]));
    expect(counts).toEqual(rows.map((row) => row[1]));
    const [csv] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('link', { name: 'Ladda ner tabellen över stegen som CSV (för Excel)' }).click(),
    ]);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Steg;Sida;Nådde;Gick vidare;Slutade här');
    expect(lines).toContain('Grunder · Lagen, sida 1;1/1/1;15;10;5');
  });

  it('finds nothing for axe, fits 390 px, and nothing the Content-Security-Policy refuses', async () => {
    const admin = contexts.at(-1)?.pages()[0] as Page;
    await settled(admin);
    await expectNoAxeFindings(admin);
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expectNoAxeFindings(admin);
    expect(violations.flat()).toEqual([]);
  });
});
