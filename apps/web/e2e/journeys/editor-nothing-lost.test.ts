import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Locator, Page } from '../support/browser-deps';
import { recordCspViolations } from '../support/csp';
import { docsSnapshot } from '../support/docs-snapshot';
import { addBlock as addBlockOf } from '../support/editor';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 36: an editor publishes with confidence. An empty course and a blank required field are
// refused with their places; a removed block comes back with "Ångra" and from Versioner; the
// bar always says the document's state; restoring the published version says "Publicerad";
// "Visa" and "Jämför" show a version before "Återställ".

let browser: Browser;
let context: BrowserContext;
let editor: Page;
let violations: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
  violations = await recordCspViolations(context);
  editor = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const outline = () => editor.getByRole('navigation', { name: 'Utbildningens delar' });
const bar = () => editor.locator('.web-editor-bar');
const saved = () =>
  editor
    .getByRole('status')
    .filter({ hasText: /^Sparat$/ })
    .waitFor();
const blockSection = (heading: string): Locator => editor.getByRole('region', { name: heading, exact: true });
const summary = () => editor.getByRole('alert').filter({ hasText: 'problem att rätta' });

async function addBlock(kind: string): Promise<void> {
  await addBlockOf(editor, kind);
}

async function typeRichText(scope: Locator, label: string, text: string): Promise<void> {
  await scope.getByRole('textbox', { name: new RegExp(`^${label}( \\(obligatoriskt\\))?$`) }).click();
  await editor.keyboard.type(text);
}

async function removeBlock(name: string): Promise<void> {
  await editor.getByRole('button', { name: `Ta bort ${name}` }).click();
  const dialog = editor.getByRole('dialog');
  await dialog.getByText('Du kan ångra med Ångra').waitFor();
  await dialog.getByRole('button', { name: 'Ta bort', exact: true }).click();
}

async function openVersions(): Promise<Locator> {
  const versions = editor.getByRole('region', { name: 'Versioner' });
  if (!(await versions.isVisible())) {
    await editor.getByRole('button', { name: 'Versioner' }).click();
  }
  await versions.getByRole('table').waitFor();
  return versions;
}

async function restore(row: Locator): Promise<void> {
  await row.getByRole('button', { name: /^Återställ version/ }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Återställ', exact: true }).click();
}

describe.sequential('an editor never publishes an empty course and never loses a block', () => {
  stopAfterFirstFailure();

  it('refuses an empty course and an empty required field, naming their places', async () => {
    await openPage(editor, '/mina-sidor/administration/innehall');
    await editor.getByRole('button', { name: 'Ny utbildning' }).click();
    await editor.getByRole('textbox', { name: 'Titel' }).fill('Förtroende');
    await editor.getByRole('button', { name: 'Skapa utbildningen' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Förtroende' }).waitFor();
    await bar().getByText('Status: Utkast').waitFor();

    await editor.getByRole('button', { name: 'Publicera', exact: true }).click();
    await summary().waitFor();
    await summary().getByText('Utbildningen har inga kapitel').waitFor();
    await expectNoAxeFindings(editor);

    await editor.getByRole('button', { name: 'Lägg till kapitel' }).click();
    await outline().getByRole('button', { name: 'Sida 1 (0 block)' }).click();
    // The chooser: axe finds nothing, Escape closes it and gives focus back.
    await editor.getByRole('button', { name: 'Lägg till block' }).click();
    await editor.getByRole('searchbox', { name: 'Sök blocktyp' }).fill('fråga');
    await expectNoAxeFindings(editor);
    await docsSnapshot(
      editor,
      'editor-lagg-till-block',
      editor.getByRole('region', { name: 'Lägg till block' }),
    );
    await editor.getByRole('searchbox', { name: 'Sök blocktyp' }).fill('');
    await editor.keyboard.press('Escape');
    await expect
      .poll(() => editor.evaluate(() => document.activeElement?.textContent))
      .toBe('Lägg till block');
    await addBlock('Länkknapp');
    await editor.getByRole('button', { name: 'Publicera', exact: true }).click();
    await summary().getByText('Kapitel 1, Episod 1, Sida 1, block 1 (Länkknapp)').first().waitFor();
    await summary().getByText('Fyll i "Länk, Knappens text". Fältet är obligatoriskt.').waitFor();
    await summary().getByText('Fyll i "Länk, Adress". Fältet är obligatoriskt.').waitFor();
  });

  it('brings a removed block back with "Ångra", and then with Versioner', async () => {
    const link = blockSection('Block 1: Länkknapp');
    await link.getByRole('textbox', { name: /^Knappens text/ }).fill('Läs lagen');
    await link.getByRole('textbox', { name: /^Adress/ }).fill('https://www.riksdagen.se');
    await addBlock('Text');
    await typeRichText(blockSection('Block 2: Text'), 'Text', 'Det här stycket får inte försvinna.');
    await saved();

    await removeBlock('block 2 (Text)');
    await expect.poll(() => blockSection('Block 2: Text').count()).toBe(0);
    await bar().getByRole('button', { name: 'Ångra' }).click();
    await blockSection('Block 2: Text').getByText('Det här stycket får inte försvinna.').waitFor();
    await bar().getByText('Ändringen ångrades.').waitFor();
    await saved();

    // Ctrl+Z and Ctrl+Shift+Z do the same while focus is not in a text field.
    await removeBlock('block 2 (Text)');
    await expect.poll(() => blockSection('Block 2: Text').count()).toBe(0);
    await bar().getByRole('button', { name: 'Spara utkast' }).focus();
    await editor.keyboard.press('Control+z');
    await blockSection('Block 2: Text').getByText('Det här stycket får inte försvinna.').waitFor();
    await editor.keyboard.press('Control+Shift+z');
    await expect.poll(() => blockSection('Block 2: Text').count()).toBe(0);
    await saved();
    const versions = await openVersions();
    const before = versions.getByRole('row').filter({ hasText: 'Före borttagning' }).first();
    await expectNoAxeFindings(editor);
    await restore(before);
    await blockSection('Block 2: Text').getByText('Det här stycket får inte försvinna.').waitFor();
  });

  it('shows the state in the bar, and "Publicerad" again after restoring the published version', async () => {
    await editor.getByRole('button', { name: 'Publicera', exact: true }).click();
    const dialog = editor.getByRole('dialog', { name: 'Publicera?' });
    await dialog.getByRole('button', { name: 'Publicera nu' }).click();
    await bar().getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor();
    await bar().getByText('Status: Publicerad').waitFor();
    await docsSnapshot(editor, 'editor-status', bar());
    // The message is where the editor is: in the bar, in view.
    expect(await bar().getByText('Publicerat.', { exact: false }).isVisible()).toBe(true);

    await outline()
      .getByRole('button', { name: /^Sida 1 \(2 block\)$/ })
      .click();
    await blockSection('Block 1: Länkknapp')
      .getByRole('textbox', { name: /^Knappens text/ })
      .fill('Läs hela lagen');
    await bar().getByText('Status: Opublicerade ändringar').waitFor();
    await saved();

    const versions = await openVersions();
    const published = versions.getByRole('row').filter({ hasText: 'Publicering' }).first();
    await restore(published);
    await bar().getByText('Status: Publicerad').waitFor();
    await bar().getByText('Det är den version som deltagarna ser.').waitFor();
  });

  it('shows a version with "Visa" and what differs with "Jämför"', async () => {
    const versions = await openVersions();
    const before = versions.getByRole('row').filter({ hasText: 'Före borttagning' }).first();
    await before.getByRole('button', { name: /^Visa version/ }).click();
    const shown = editor.getByRole('region', { name: /^Version \d+$/ });
    await shown.getByText('Det här stycket får inte försvinna.').waitFor();
    await expect.poll(() => editor.evaluate(() => document.activeElement?.tagName)).toBe('H2');
    await expectNoAxeFindings(editor);
    await shown.getByRole('button', { name: /^Stäng/ }).click();

    await outline()
      .getByRole('button', { name: /^Sida 1 \(2 block\)$/ })
      .click();
    await removeBlock('block 2 (Text)');
    await saved();
    const again = await openVersions();
    await again
      .getByRole('row')
      .filter({ hasText: 'Publicering' })
      .first()
      .getByRole('button', { name: /^Jämför version/ })
      .click();
    const compared = editor.getByRole('region', { name: /^Jämför version \d+ med utkastet$/ });
    await compared.getByRole('heading', { name: /^Block som har tagits bort/ }).waitFor();
    await compared.getByText('Kapitel 1, Episod 1, Sida 1, block 2 (Text)').waitFor();
    await docsSnapshot(editor, 'editor-jamfor', compared);
    await expectNoAxeFindings(editor);
  });

  it('breaks no rule of the Content-Security-Policy on the way (no inline style attributes)', async () => {
    expect(violations).toEqual([]);
  });
});
