import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { recordCspViolations } from '../support/csp';
import { docsSnapshot } from '../support/docs-snapshot';
import { addBlock } from '../support/editor';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 36: a course written in the editor gets what the start page shows and filters by: an
// image with its alt text, categories, length, provider and the dates it may be taken. Published,
// it is found by every filter it belongs to, and cannot be taken before "Tillgänglig från".
// "Ladda upp bild" opens the file chooser on the first click, right after typing elsewhere.

let browser: Browser;
let editorContext: BrowserContext;
let visitorContext: BrowserContext;
let editor: Page;
let violations: string[] = [];
let visitor: Page;

// A 16×16 PNG: a real image, which the API reads and stores with libvips.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4oRFFEmIY1TCqYfhqAADep0oQOkI5TgAAAABJRU5ErkJggg==',
  'base64',
);

/** A Swedish date some days from today, as a date input takes it. */
function daysFromNow(days: number): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

beforeAll(async () => {
  browser = await launchChromium();
  editorContext = await newSiteContext(browser);
  violations = await recordCspViolations(editorContext);
  await chooseNoCookies(editorContext, siteUrl());
  await storeSessionToken(editorContext, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
  editor = await editorContext.newPage();
  visitorContext = await newSiteContext(browser);
  await chooseNoCookies(visitorContext, siteUrl());
  visitor = await visitorContext.newPage();
});

afterAll(async () => {
  await editorContext?.close();
  await visitorContext?.close();
  await browser?.close();
});

describe.sequential('a course card written in the editor', () => {
  stopAfterFirstFailure();

  it('takes an image, categories, length, provider and dates', async () => {
    await openPage(editor, '/mina-sidor/administration/innehall');
    await editor.getByRole('button', { name: 'Ny utbildning' }).click();
    await editor.getByRole('textbox', { name: 'Titel' }).fill('Kortkurs');
    await editor.getByRole('button', { name: 'Skapa utbildningen' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Kortkurs' }).waitFor();

    const image = editor.getByRole('group', { name: 'Bild', exact: true });
    const chooser = editor.waitForEvent('filechooser', { timeout: 5000 });
    await image.getByRole('button', { name: 'Ladda upp bild' }).click();
    await (await chooser).setFiles({ name: 'kortkurs.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => image.getByRole('textbox', { name: 'Bildens adress' }).inputValue())
      .toMatch(/^\/api\/images\//);
    await image.getByRole('textbox', { name: /^Alternativtext/ }).fill('Två kollegor vid en whiteboard.');

    const categories = editor.getByRole('group', { name: 'Kategorier' });
    await categories.getByRole('checkbox', { name: 'Skola', exact: true }).check();
    await categories.getByRole('textbox', { name: 'Ny kategori' }).fill('Jämställdhetsdata');
    await categories.getByRole('button', { name: 'Lägg till ny kategori' }).click();
    await expect
      .poll(() => categories.getByRole('checkbox', { name: 'Jämställdhetsdata' }).isChecked())
      .toBe(true);
    await editor
      .getByRole('group', { name: 'Kurslängd' })
      .getByRole('checkbox', { name: '1–2 timmar' })
      .check();
    const by = editor.getByRole('group', { name: 'Utbildning av' });
    await by.getByRole('textbox', { name: 'Ny utbildare' }).fill('Testmyndigheten');
    await by.getByRole('textbox', { name: 'Ny utbildare' }).press('Enter');
    await expect.poll(() => by.getByRole('checkbox', { name: 'Testmyndigheten' }).isChecked()).toBe(true);

    // "Till" before "från" is said next to the field, then mended.
    await editor.getByLabel('Tillgänglig från').fill(daysFromNow(3));
    await editor.getByLabel('Tillgänglig till').fill(daysFromNow(1));
    await editor.getByText('"Tillgänglig till" är före "Tillgänglig från".').waitFor();
    await editor.getByLabel('Tillgänglig till').fill(daysFromNow(60));
    await expect.poll(() => editor.getByText('"Tillgänglig till" är före').count()).toBe(0);
    await docsSnapshot(
      editor,
      'editor-filter-och-tider',
      editor.getByRole('region', { name: 'Filter och tider' }),
    );
    await expectNoAxeFindings(editor);

    await editor.getByRole('button', { name: 'Lägg till kapitel' }).click();
    await editor
      .getByRole('navigation', { name: 'Utbildningens delar' })
      .getByRole('button', { name: 'Sida 1 (0 block)' })
      .click();
    await addBlock(editor, 'Text');
    await editor
      .getByRole('region', { name: 'Block 1: Text', exact: true })
      .getByRole('textbox', { name: /^Text/ })
      .click();
    await editor.keyboard.type('Välkommen.');

    // An image block's address is required: leaving it empty for "Ladda upp bild" used to show
    // an error on blur that moved the button away under the pointer. The first click opens it now.
    await addBlock(editor, 'Bild');
    const block = editor.getByRole('region', { name: 'Block 2: Bild', exact: true });
    await block.getByRole('textbox', { name: /^Bildens adress/ }).click();
    const blockChooser = editor.waitForEvent('filechooser', { timeout: 5000 });
    await block.getByRole('button', { name: 'Ladda upp bild' }).click();
    await (await blockChooser).setFiles({ name: 'blockbild.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => block.getByRole('textbox', { name: /^Bildens adress/ }).inputValue())
      .toMatch(/^\/api\/images\//);
    await block.getByRole('textbox', { name: /^Alternativtext/ }).fill('En röd ruta.');
    await editor.getByRole('button', { name: 'Publicera', exact: true }).click();
    await editor
      .getByRole('dialog', { name: 'Publicera?' })
      .getByRole('button', { name: 'Publicera nu' })
      .click();
    await editor.getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor();
  });

  it('is found on the start page by every filter it belongs to', async () => {
    await openPage(visitor, '/');
    const courses = visitor.getByRole('list', { name: 'Utbildningar' });
    const card = courses
      .getByRole('listitem')
      .filter({ has: visitor.getByRole('link', { name: 'Kortkurs' }) });
    await card.waitFor();
    await card.getByText('Jämställdhetsdata').waitFor();
    for (const [group, term] of [
      ['Kategorier', 'Jämställdhetsdata'],
      ['Kurslängd', '1–2 timmar'],
      ['Utbildning av', 'Testmyndigheten'],
    ] as const) {
      const box = visitor
        .getByRole('group', { name: group })
        .getByRole('checkbox', { name: term, exact: true });
      await box.check();
      await card.waitFor();
      await box.uncheck();
    }
    // Another category alone leaves it out.
    await visitor
      .getByRole('group', { name: 'Kategorier' })
      .getByRole('checkbox', { name: 'Förskola', exact: true })
      .check();
    await expect.poll(() => card.count()).toBe(0);
  });

  it('shows its image, and cannot be taken before "Tillgänglig från"', async () => {
    await openPage(visitor, '/kortkurs');
    await visitor.getByRole('img', { name: 'Två kollegor vid en whiteboard.' }).waitFor();
    await visitor.getByText(/^Utbildningen öppnar /).waitFor();
    expect(await visitor.getByRole('link', { name: 'Starta utbildningen' }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: 'Starta utbildningen' }).count()).toBe(0);
  });

  it('breaks no rule of the Content-Security-Policy in the editor (no inline style attributes)', () => {
    expect(violations).toEqual([]);
  });
});
