import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings, loadAxeInEveryPage } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { answerAll } from '../support/course-answers';
import { readCourse } from '../support/course-content';
import { expectCoursePage, forwardButton, keepToSite } from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import {
  apiLogin,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  registerUser,
  storeSessionToken,
} from '../support/session';
import { siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Issue 40: every demo course and page passes the gate at publish, the rendered check included
// (each is taken to "Publicera?" in the editor, which draws every page with the real blocks and
// runs axe-core), and the blocks stay accessible in the states a learner brings them to: a
// question before and after an answer, an FAQ open, each version of a video.

/** The tags the editor's rendered check runs (staff/content/rendered-check/axe-findings.ts). */
const GATE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const CONTENT = fileURLToPath(new URL('../../../api/content/', import.meta.url));

// The demo documents as their files name them: what the editor opens.
function demoDocuments(folder: 'educations' | 'pages'): { id: number; title: string }[] {
  return readdirSync(`${CONTENT}${folder}`)
    .filter((file) => file.endsWith('.json'))
    .map(
      (file) =>
        JSON.parse(readFileSync(`${CONTENT}${folder}/${file}`, 'utf8')) as { id: number; title: string },
    );
}

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function freshBrowser(token: string): Promise<Page> {
  await context?.close();
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await keepToSite(context, siteUrl());
  await loadAxeInEveryPage(context);
  await storeSessionToken(context, siteUrl(), token);
  return context.newPage();
}

async function expectNoViolations(state: string): Promise<void> {
  const findings = await axeViolations(page, GATE_TAGS);
  expect(findings, `${state}\n${describeFindings(findings)}`).toEqual([]);
}

// In the editor, "Publicera" runs the content rules and the rendered check; what passes gets the
// dialog, without varningar (no Motivering asked), and is not published: "Avbryt".
async function passesTheGate(path: string, title: string): Promise<void> {
  await openPage(page, path);
  await page.getByRole('heading', { level: 1, name: /^Redigera: / }).waitFor();
  await page.getByRole('button', { name: 'Publicera', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicera?' });
  const problems = page.getByRole('alert').filter({ hasText: 'problem att rätta' });
  await dialog.or(problems).first().waitFor({ timeout: 30_000 });
  expect(await problems.count(), `${title}: ${await problems.allTextContents()}`).toBe(0);
  expect(await dialog.getByRole('textbox', { name: /^Motivering/ }).count(), title).toBe(0);
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
}

describe.sequential('the demo content at the gate', () => {
  stopAfterFirstFailure();

  it('passes every demo course and page through the content rules and the rendered check', async () => {
    page = await freshBrowser(await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
    for (const course of demoDocuments('educations')) {
      await passesTheGate(`/mina-sidor/administration/innehall/utbildning/${course.id}`, course.title);
    }
    for (const document of demoDocuments('pages')) {
      await passesTheGate(`/mina-sidor/administration/innehall/sida/${document.id}`, document.title);
    }
  }, 300_000);
});

describe.sequential('the blocks in the states a learner brings them to', () => {
  stopAfterFirstFailure();

  beforeAll(async () => {
    // A learner of the test's own: logged in, so a course for logged-in users opens too.
    page = await freshBrowser((await registerUser(siteUrl())).token);
  });

  it('an FAQ with every answer open', async () => {
    await openPage(page, '/om-webbutbildningarna');
    const closed = page.locator('.jb-block-frame[data-block="list-faq"] button[aria-expanded="false"]');
    expect(await closed.count()).toBeGreaterThan(0);
    while ((await closed.count()) > 0) {
      await closed.first().click();
    }
    expect(
      await page.locator('.jb-block-frame[data-block="list-faq"] button[aria-expanded="true"]').count(),
    ).toBeGreaterThan(0);
    await expectNoViolations('FAQ open');
  });

  for (const slug of [EDUCATION_SLUGS.open, EDUCATION_SLUGS.users]) {
    it(`every page of ${slug}: as shown, each video version, every question answered and checked`, async () => {
      const course = readCourse(slug);
      const first = course.pages[0];
      if (!first) {
        throw new Error(`${slug} has no pages`);
      }
      await openPage(page, first.path);
      // What the walk brought blocks to, so a walk that met no video or question cannot pass unseen.
      let versionsShown = 0;
      let questionsChecked = 0;
      for (const [index, coursePage] of course.pages.entries()) {
        const where = `${slug}, ${coursePage.path}`;
        await expectCoursePage(page, coursePage);
        await expectNoViolations(`${where}, as shown`);
        for (const version of ['Syntolkad', 'Teckenspråkstolkad']) {
          const buttons = page.getByRole('button', { name: version, exact: true });
          for (const button of await buttons.all()) {
            await button.click();
            expect(await button.getAttribute('aria-pressed')).toBe('true');
            versionsShown++;
            await expectNoViolations(`${where}, video ${version}`);
          }
        }
        if (coursePage.questions.length > 0) {
          await answerAll(page, coursePage.questions);
          questionsChecked += coursePage.questions.length;
          await expectNoViolations(`${where}, answered and checked`);
        }
        const last = index === course.pages.length - 1;
        await forwardButton(page, last ? 'Till utvärdering' : 'Nästa sida').click();
      }
      expect(questionsChecked).toBeGreaterThan(0);
      // The school course's film has an audio-described and a sign-language version.
      if (slug === EDUCATION_SLUGS.open) {
        expect(versionsShown).toBe(2);
      }
    }, 240_000);
  }
});
