import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { type FocusedControl, focusedControl, named, tabTo } from '../support/focused-control';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 40, ATAG 2.0 part A: the editor passes its own bar. An administrator creates, fills and
// publishes a course with the keyboard alone (Tab, Shift+Tab, Enter, typing), and axe finds
// nothing on each screen on the way: the list, the new course form, the editor, the block
// chooser, the form of a block and the publish dialog.

let browser: Browser;
let context: BrowserContext;
let editor: Page;
let presses = 0;

beforeAll(async () => {
  browser = await launchChromium();
  const token = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  editor = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

// Every key counts: Tab and Shift+Tab through tabTo, Enter and typing here. Where focus already
// is on the control (a form that put it there), no key is pressed.
async function reach(found: (control: FocusedControl) => boolean, backwards = false): Promise<void> {
  if (found(await focusedControl(editor))) {
    return;
  }
  let pressed = 0;
  await tabTo(
    editor,
    (control) => {
      pressed++;
      return found(control);
    },
    { backwards, maxPresses: 120 },
  );
  presses += pressed;
}

async function press(key: string): Promise<void> {
  presses++;
  await editor.keyboard.press(key);
}

async function type(text: string): Promise<void> {
  presses += text.length;
  await editor.keyboard.type(text);
}

const labelled = (label: string) => (control: FocusedControl) => control.label.startsWith(label);
// The rich-text field: an editable region, reached after its toolbar.
const editableRegion = (control: FocusedControl) => control.tag === 'div';

describe.sequential('an administrator with the keyboard alone', () => {
  stopAfterFirstFailure();

  it('starts a course from Innehåll', async () => {
    await openPage(editor, '/mina-sidor/administration/innehall');
    await expectNoAxeFindings(editor);
    await reach(named('button', 'Ny utbildning'));
    await press('Enter');
    await editor.getByRole('textbox', { name: 'Titel' }).waitFor();
    await expectNoAxeFindings(editor);
    await reach(labelled('Titel'));
    await type('Tangentbordskursen');
    await reach(named('button', 'Skapa utbildningen'));
    await press('Enter');
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Tangentbordskursen' }).waitFor();
    await expectNoAxeFindings(editor);
  });

  it('adds a chapter and a text block to its first page, and writes it', async () => {
    await reach(named('button', 'Lägg till kapitel'));
    await press('Enter');
    await reach(named('button', 'Sida 1 (0 block)'));
    await press('Enter');
    await reach(named('button', 'Lägg till block'));
    await press('Enter');
    const chooser = editor.getByRole('region', { name: 'Lägg till block' });
    await chooser.getByRole('searchbox', { name: 'Sök blocktyp' }).waitFor();
    await expectNoAxeFindings(editor);
    // The chooser takes focus in its search; the kind is typed, then chosen.
    expect((await focusedControl(editor)).label).toBe('Sök blocktyp');
    await type('Text');
    await reach((control) => control.tag === 'button' && control.text === 'Text');
    await press('Enter');
    await editor.getByRole('heading', { level: 3, name: 'Block 1: Text' }).waitFor();

    await reach(labelled('Rubrik'));
    await type('Välkommen');
    await reach(editableRegion);
    await type('Här lär du dig om jämställdhet i vardagen.');
    await editor
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();
    await expectNoAxeFindings(editor);
  });

  it('publishes it from the bar, confirming in the dialog', async () => {
    await reach(named('button', 'Publicera'), true);
    await press('Enter');
    const dialog = editor.getByRole('dialog', { name: 'Publicera?' });
    await dialog.waitFor();
    await expectNoAxeFindings(editor);
    // "Avbryt" has focus first, so Enter never publishes by accident; Tab goes to "Publicera nu".
    expect((await focusedControl(editor)).text).toBe('Avbryt');
    await reach(named('button', 'Publicera nu'));
    await press('Enter');
    await editor.getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor({ state: 'attached' });
    console.log(`A course created, filled and published with the keyboard: ${presses} key presses`);
    expect(await focusedControl(editor)).toMatchObject({ dialog: '' });
  });
});
