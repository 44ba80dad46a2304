import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../support/admin-call';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { recordCspViolations } from '../support/csp';
import { docsSnapshot } from '../support/docs-snapshot';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 36: the structure is fast to work with. A page of three blocks is short ("Utseende"
// closed), the preview is beside the form at 1280 px, the selected page is in the address (a
// reload and Back from the learner preview return to it), a phone shows the chosen page's form,
// and "Flytta till …" moves a block and a page, keeping their ids.

let browser: Browser;
let context: BrowserContext;
let editor: Page;
let violations: string[] = [];
let token = '';
let courseId = 0;

const text = (id: string, words: string) => ({
  block_id: id,
  name: 'text',
  title: words,
  html: `<p>${words}</p>`,
});
const question = {
  block_id: 'b-struktur0002',
  name: 'question-radio',
  title: 'Vad är jämställdhet?',
  answers: [
    { id: 'o-struktur01', label: 'Lika rättigheter', correct: true },
    { id: 'o-struktur02', label: 'Lika lön' },
  ],
  has_correction: true,
};
const video = {
  block_id: 'b-struktur0003',
  name: 'video-full',
  title: 'Film',
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  video_transcript: '<p>Berättaren talar.</p>',
};

beforeAll(async () => {
  browser = await launchChromium();
  token = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  const created = await adminCall<{ id: number; version: number; data: Record<string, unknown> }>(
    token,
    'POST',
    '/api/admin/content/educations',
    { title: 'Struktur', slug: 'struktur' },
  );
  courseId = created.id;
  await adminCall(token, 'PUT', `/api/admin/content/education/${courseId}/draft`, {
    version: created.version,
    data: {
      ...created.data,
      chapters: [
        {
          title: 'Ett',
          episodes: [
            { title: 'Början', components: [[text('b-struktur0001', 'Inledning'), question, video]] },
          ],
        },
        {
          title: 'Två',
          episodes: [{ title: 'Slutet', components: [[text('b-struktur0004', 'Avslutning')]] }],
        },
      ],
    },
  });
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  violations = await recordCspViolations(context);
  editor = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const outline = () => editor.getByRole('navigation', { name: 'Utbildningens delar' });
const editorPath = () => `/mina-sidor/administration/innehall/utbildning/${courseId}`;

describe.sequential('the structure of a course in the editor', () => {
  stopAfterFirstFailure();

  it('shows a page of three blocks short, with the preview beside it at 1280 px', async () => {
    await editor.setViewportSize({ width: 1280, height: 900 });
    await openPage(editor, editorPath());
    await outline().getByRole('button', { name: 'Sida 1 (3 block)' }).click();
    await editor.getByRole('heading', { level: 3, name: 'Block 3: Video' }).waitFor();
    // Every block's "Utseende" is closed.
    const disclosures = editor.getByRole('button', { name: 'Utseende' });
    expect(await disclosures.count()).toBe(3);
    for (const disclosure of await disclosures.all()) {
      expect(await disclosure.getAttribute('aria-expanded')).toBe('false');
    }
    // The editor's own height: outline, form and preview, without the site's header and footer.
    const height = await editor.evaluate(() =>
      Math.round(
        document.querySelector('.web-editor')?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY,
      ),
    );
    console.log(`A page of three blocks at 1280 px: ${height} px`);
    await docsSnapshot(editor, 'editor-sida');
    expect(height).toBeLessThanOrEqual(2500);
    const form = await editor.locator('.web-editor__main').boundingBox();
    const preview = await editor.getByRole('complementary', { name: 'Förhandsgranskning' }).boundingBox();
    expect(preview && form && preview.x >= form.x + form.width - 1).toBe(true);
    await expectNoAxeFindings(editor);
  });

  it('keeps the chosen page in the address, through a reload and Back from the preview', async () => {
    await expect.poll(() => new URL(editor.url()).search).toBe('?del=kapitel-1-episod-1-sida-1');
    await editor.reload();
    await editor.getByRole('heading', { level: 2, name: 'Kapitel 1, Episod 1, Sida 1' }).waitFor();
    await editor.getByRole('link', { name: 'Förhandsgranska som deltagare' }).click();
    await editor.getByText('Förhandsgranskning av utkastet som deltagare. Svar sparas inte.').waitFor();
    await editor.goBack();
    await editor.getByRole('heading', { level: 2, name: 'Kapitel 1, Episod 1, Sida 1' }).waitFor();
  });

  it('moves a block to another page and a page to another episode, keeping their ids', async () => {
    const block = editor.getByRole('region', { name: 'Block 2: Fråga med ett svar', exact: true });
    await block.getByRole('button', { name: /^Flytta till … block 2/ }).click();
    await block
      .getByRole('combobox', { name: /^Flytta block 2/ })
      .selectOption({ label: 'Kapitel 2, Episod 1, Sida 1' });
    await block.getByRole('button', { name: 'Flytta', exact: true }).click();
    // The editor follows the block to its new page, its heading focused.
    await editor.getByRole('heading', { level: 2, name: 'Kapitel 2, Episod 1, Sida 1' }).waitFor();
    await expect
      .poll(() => editor.evaluate(() => document.activeElement?.textContent))
      .toBe('Block 2: Fråga med ett svar');
    await editor
      .getByRole('status')
      .filter({ hasText: 'flyttades till Kapitel 2, Episod 1, Sida 1.' })
      .waitFor({ state: 'attached' });

    await editor.getByRole('button', { name: /^Flytta till … sidan Kapitel 2, Episod 1, Sida 1/ }).click();
    await editor
      .getByRole('combobox', { name: /^Flytta sidan/ })
      .selectOption({ label: 'Kapitel 1, Episod 1' });
    await editor.getByRole('button', { name: 'Flytta', exact: true }).click();
    await editor.getByRole('heading', { level: 2, name: 'Kapitel 1, Episod 1, Sida 2' }).waitFor();
    await editor
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();

    const draft = await adminCall<{
      data: {
        chapters: Array<{
          episodes: Array<{
            components: Array<Array<{ block_id: string; answers?: Array<{ id: string }> }>>;
          }>;
        }>;
      };
    }>(token, 'GET', `/api/admin/content/education/${courseId}`);
    const pages = draft.data.chapters.map((chapter) =>
      chapter.episodes.map((episode) =>
        episode.components.map((blocks) => blocks.map((entry) => entry.block_id)),
      ),
    );
    expect(pages).toEqual([
      [
        [
          ['b-struktur0001', 'b-struktur0003'],
          ['b-struktur0004', 'b-struktur0002'],
        ],
      ],
      [[]],
    ]);
    const moved = draft.data.chapters[0]?.episodes[0]?.components[1]?.[1];
    expect(moved?.answers?.map((option) => option.id)).toEqual(['o-struktur01', 'o-struktur02']);
  });

  it('shows the chosen page’s form on a phone', async () => {
    await editor.setViewportSize({ width: 390, height: 844 });
    await openPage(editor, editorPath());
    await outline().getByRole('button', { name: 'Sida 1 (2 block)' }).click();
    const heading = editor.getByRole('heading', { level: 2, name: 'Kapitel 1, Episod 1, Sida 1' });
    await heading.waitFor();
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(844);
    await expect
      .poll(() => heading.evaluate((element) => element.getBoundingClientRect().top))
      .toBeGreaterThanOrEqual(0);
  });

  it('breaks no rule of the Content-Security-Policy on the way (no inline style attributes)', async () => {
    expect(violations).toEqual([]);
  });
});
