import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Locator, Page } from '../support/browser-deps';
import { forwardButton } from '../support/course-pages';
import { recordCspViolations } from '../support/csp';
import { addBlock as addBlockOf } from '../support/editor';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage, settled } from '../support/page-ready';
import {
  apiGet,
  apiLogin,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  type RegisteredUser,
  registerUser,
  storeSessionToken,
} from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 24: an administrator who is not a developer writes "Testutbildning" in the product:
// two chapters, a text, a question with three options (one right) and feedback, a video with
// its transcript; previews it as a learner; publishes. A learner in another browser takes it.
// The editor then fixes a word, adds a block and moves a chapter, publishes again, and the
// learner's answers are where they were.

let browser: Browser;
let editorContext: BrowserContext;
let learnerContext: BrowserContext;
let editor: Page;
let violations: string[] = [];
let learnerPage: Page;
let learner: RegisteredUser;
let courseId = 0;

beforeAll(async () => {
  browser = await launchChromium();
  editorContext = await newSiteContext(browser);
  violations = await recordCspViolations(editorContext);
  await chooseNoCookies(editorContext, siteUrl());
  await storeSessionToken(editorContext, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
  editor = await editorContext.newPage();
  learner = await registerUser(siteUrl(), 'Lova');
  learnerContext = await newSiteContext(browser);
  await chooseNoCookies(learnerContext, siteUrl());
  await storeSessionToken(learnerContext, siteUrl(), learner.token);
  learnerPage = await learnerContext.newPage();
});

afterAll(async () => {
  await editorContext?.close();
  await learnerContext?.close();
  await browser?.close();
});

/**
 * With DOCS_SCREENSHOTS set to a folder, saves the screen as docs/content.md shows it: the
 * editor's guide's pictures come from this journey, so they show what the product does.
 */
async function snapshot(name: string): Promise<void> {
  const folder = process.env.DOCS_SCREENSHOTS;
  if (folder) {
    await editor.evaluate(() => window.scrollTo(0, 0));
    await editor.screenshot({ path: `${folder}/${name}.png` });
  }
}

const outline = () => editor.getByRole('navigation', { name: 'Utbildningens delar' });
const saved = () =>
  editor
    .getByRole('status')
    .filter({ hasText: /^Sparat$/ })
    .waitFor();

/** The block's region, named by its heading `Block N: Kind`. */
function blockSection(heading: string): Locator {
  return editor.getByRole('region', { name: heading, exact: true });
}

async function addBlock(kind: string): Promise<void> {
  await addBlockOf(editor, kind);
}

/** Types into a rich-text field (a labelled editable region). */
async function typeRichText(scope: Locator, label: string, text: string): Promise<void> {
  // A required field says so after its label: "Textversion (transkription) (obligatoriskt)".
  const escaped = label.replace(/[()]/g, '\\$&');
  const field = scope.getByRole('textbox', { name: new RegExp(`^${escaped}( \\(obligatoriskt\\))?$`) });
  await field.click();
  await editor.keyboard.type(text);
}

async function publish(): Promise<void> {
  await editor.getByRole('button', { name: 'Publicera', exact: true }).click();
  const dialog = editor.getByRole('dialog', { name: 'Publicera?' });
  await dialog.waitFor();
  await expectNoAxeFindings(editor);
  await snapshot('editor-publicera');
  await dialog.getByRole('button', { name: 'Publicera nu' }).click();
  await editor.getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor({ state: 'attached' });
}

describe.sequential('an editor writes a course and a learner takes it', () => {
  stopAfterFirstFailure();

  it('creates Testutbildning with two chapters, a text, a question and a video', async () => {
    await openPage(editor, '/mina-sidor/administration/innehall');
    await expectNoAxeFindings(editor);
    await snapshot('editor-innehall');
    await editor.getByRole('button', { name: 'Ny utbildning' }).click();
    await editor.getByRole('textbox', { name: 'Titel' }).fill('Testutbildning');
    await editor.getByRole('button', { name: 'Skapa utbildningen' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Testutbildning' }).waitFor();
    courseId = Number(new URL(editor.url()).pathname.split('/').at(-1));
    expect(courseId).toBeGreaterThan(0);

    await editor.getByRole('button', { name: 'Lägg till kapitel' }).click();
    await editor.getByRole('button', { name: 'Lägg till kapitel' }).click();
    await outline().getByRole('button', { name: 'Sida 1 (0 block)' }).first().click();

    await addBlock('Text');
    const text = blockSection('Block 1: Text');
    await text.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Välkommen till kursen');
    await typeRichText(text, 'Text', 'Här lär du dig om jämställdhet.');

    await addBlock('Fråga med ett svar');
    const question = blockSection('Block 2: Fråga med ett svar');
    await question.getByRole('textbox', { name: 'Fråga' }).fill('Vad betyder jämställdhet?');
    await question.getByRole('button', { name: 'Lägg till alternativ' }).click();
    await question.getByRole('textbox', { name: 'Svarsalternativ 1' }).fill('Att alla är lika');
    await question
      .getByRole('textbox', { name: 'Svarsalternativ 2' })
      .fill('Lika rättigheter, skyldigheter och möjligheter');
    await question.getByRole('textbox', { name: 'Svarsalternativ 3' }).fill('Att alla tjänar lika mycket');
    await question
      .getByRole('group', { name: 'Alternativ 2' })
      .getByRole('checkbox', { name: 'Rätt svar' })
      .check();
    await question.getByRole('checkbox', { name: 'Rätta svaret' }).check();
    // The feedback is among the fields seldom needed, under "Fler fält".
    await question.getByRole('button', { name: 'Fler fält' }).click();
    await typeRichText(question, 'Återkoppling vid rätt svar', 'Precis så.');
    await typeRichText(
      question,
      'Återkoppling vid fel svar',
      'Inte riktigt: det handlar om rättigheter och möjligheter.',
    );
    await expectNoAxeFindings(editor);
    await snapshot('editor-fraga');

    await outline().getByRole('button', { name: 'Sida 1 (0 block)' }).click();
    await addBlock('Video');
    const video = blockSection('Block 1: Video');
    await video.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Film om jämställdhet');
    await video.getByRole('textbox', { name: /^Video/ }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await typeRichText(video, 'Textversion (transkription)', 'Berättaren: Jämställdhet är en fråga om makt.');
    // WCAG 1.2.5: what the film shows is also said, so it needs no audio-described version.
    await video.getByRole('checkbox', { name: 'Videon har ingen information som bara syns i bild' }).check();
    await saved();
  });

  it('previews the draft as a learner', async () => {
    await editor.getByRole('link', { name: 'Förhandsgranska som deltagare' }).click();
    await editor.getByText('Förhandsgranskning av utkastet som deltagare. Svar sparas inte.').waitFor();
    await editor.getByRole('heading', { level: 1, name: 'Testutbildning' }).waitFor();
    await editor
      .getByRole('button', { name: 'Starta utbildningen' })
      .or(editor.getByRole('link', { name: 'Starta utbildningen' }))
      .click();
    await editor.getByText('Vad betyder jämställdhet?', { exact: true }).waitFor();
    await expectNoAxeFindings(editor);
    await snapshot('editor-forhandsgranska');
    await editor.goBack();
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Testutbildning' }).waitFor();
  });

  it('publishes after seeing what it does to learners', async () => {
    await publish();
    const answer = await fetch(`${siteUrl()}/api/pages/testutbildning`, {
      headers: { Accept: 'application/json' },
    });
    expect(answer.status).toBe(200);
  });

  it('lets a learner in another browser take it to the thank-you page', async () => {
    await openPage(learnerPage, '/testutbildning');
    await learnerPage
      .getByRole('link', { name: 'Starta utbildningen' })
      .or(learnerPage.getByRole('button', { name: 'Starta utbildningen' }))
      .click();
    await learnerPage.getByText('Vad betyder jämställdhet?', { exact: true }).waitFor();
    await learnerPage.getByRole('radio', { name: 'Lika rättigheter, skyldigheter och möjligheter' }).check();
    await forwardButton(learnerPage, 'Nästa sida').click();
    await learnerPage.getByText('Film om jämställdhet', { exact: true }).waitFor();
    for (const label of ['Till utvärdering', 'Slutför utbildning']) {
      const button = forwardButton(learnerPage, label);
      if (await button.count()) {
        await button.click();
      }
    }
    await learnerPage.waitForURL(/\/testutbildning\/tack$/);
    await settled(learnerPage);
  });

  it('fixes a word, adds a block, moves a chapter and publishes: the learner keeps every answer', async () => {
    const before = await apiGet<{ entries: unknown[] }>(
      siteUrl(),
      `/api/progress/${courseId}`,
      learner.token,
    );
    expect(before.entries.length).toBeGreaterThan(0);

    await outline()
      .getByRole('button', { name: /^Sida 1 \(2 block\)$/ })
      .click();
    const text = blockSection('Block 1: Text');
    await text.getByRole('textbox', { name: 'Rubrik', exact: true }).fill('Välkommen till utbildningen');
    await outline()
      .getByRole('button', { name: /^Sida 1 \(1 block\)$/ })
      .click();
    await addBlock('Citat');
    // Its text is required: a blank quote is refused at publish (issue 36).
    await typeRichText(blockSection('Block 2: Citat'), 'Citat', 'Jämställdhet är en mänsklig rättighet.');
    await outline().getByRole('button', { name: 'Flytta upp kapitel 2' }).click();
    await editor
      .getByRole('status')
      .filter({ hasText: 'Kapitel 2 flyttades upp och är nu kapitel 1.' })
      .waitFor({ state: 'attached' });
    await saved();
    await publish();

    const after = await apiGet<{ entries: unknown[] }>(siteUrl(), `/api/progress/${courseId}`, learner.token);
    expect(after.entries).toEqual(before.entries);
    // The question is now in chapter 2, and the learner's answer is still checked there.
    await openPage(learnerPage, '/testutbildning/2/1/1');
    await learnerPage.getByText('Vad betyder jämställdhet?', { exact: true }).waitFor();
    await expect
      .poll(() =>
        learnerPage
          .getByRole('radio', { name: 'Lika rättigheter, skyldigheter och möjligheter' })
          .isChecked(),
      )
      .toBe(true);
    const course = await apiGet<{ user: { status: string } | null }>(
      siteUrl(),
      `/api/educations/${courseId}`,
      learner.token,
    );
    expect(course.user?.status).toBe('completed');
  });

  it('breaks no rule of the Content-Security-Policy in the editor (no inline style attributes)', () => {
    expect(violations).toEqual([]);
  });
});
