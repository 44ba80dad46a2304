import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { recordCspViolations } from '../support/csp';
import { addBlock } from '../support/editor';
import { focusedControl, named, tabTo } from '../support/focused-control';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage } from '../support/page-ready';
import {
  apiGet,
  apiLogin,
  apiPost,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  registerUser,
  storeSessionToken,
} from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 24: two editors on one course never lose each other's work, and the editor works by
// keyboard alone. axe checks the states on the way: the conflict message, the revisions, the
// error summary of a refused publish.

let browser: Browser;
const contexts: BrowserContext[] = [];
const violations: string[][] = [];
let first: Page;
let second: Page;
let adminToken = '';
let courseId = 0;

interface Draft {
  id: number;
  version: number;
  data: Record<string, unknown>;
}

async function editorPage(token: string): Promise<Page> {
  const context = await newSiteContext(browser);
  contexts.push(context);
  violations.push(await recordCspViolations(context));
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  return context.newPage();
}

async function api<T>(method: 'PUT' | 'POST', path: string, body: unknown): Promise<T> {
  const answer = await fetch(`${siteUrl()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: `Bearer ${adminToken}`,
    },
    body: JSON.stringify(body),
  });
  expect(answer.ok, await answer.clone().text()).toBe(true);
  return (await answer.json()) as T;
}

const chapter = (title: string, heading: string, id: string) => ({
  title,
  episodes: [
    {
      title: `${title}, episod`,
      components: [[{ block_id: id, name: 'text', title: heading, html: '<p>Text</p>' }]],
    },
  ],
});

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  // The second editor: an internal administrator (SPEC §6), made one by the administrator.
  const colleague = await registerUser(siteUrl(), 'Vera');
  const me = await apiPost<{ user: { id: number } }>(siteUrl(), '/api/user/token', colleague.token);
  await apiPost(siteUrl(), `/api/admin/users/${me.user.id}/role`, adminToken, {
    role: 'internal_administrator',
  });

  const created = await api<Draft>('POST', '/api/admin/content/educations', {
    title: 'Samarbete',
    slug: 'samarbete',
  });
  courseId = created.id;
  await api('PUT', `/api/admin/content/education/${courseId}/draft`, {
    version: created.version,
    data: {
      ...created.data,
      chapters: [
        chapter('Första', 'Rubrik ett', 'b-forstatext23'),
        chapter('Andra', 'Rubrik två', 'b-andratext234'),
      ],
    },
  });
  first = await editorPage(adminToken);
  second = await editorPage(colleague.token);
});

afterAll(async () => {
  for (const context of contexts) {
    await context.close();
  }
  await browser?.close();
});

const editorPath = () => `/mina-sidor/administration/innehall/utbildning/${courseId}`;
const outline = (page: Page) => page.getByRole('navigation', { name: 'Utbildningens delar' });
const conflictNotice = (page: Page) =>
  page.getByRole('region', { name: 'Ändringar från en annan redaktör', exact: true });
const heading = (page: Page) =>
  page
    .getByRole('region', { name: 'Block 1: Text', exact: true })
    .getByRole('textbox', { name: 'Rubrik', exact: true });

describe.sequential('two editors on one course', () => {
  stopAfterFirstFailure();

  it('refuses the second one’s save naming the first, and after a reload both edits are there', async () => {
    await openPage(first, editorPath());
    await openPage(second, editorPath());

    await outline(first).getByRole('button', { name: 'Sida 1 (1 block)' }).first().click();
    await heading(first).fill('Rubrik ett, ändrad av Alva');
    await first
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();

    await outline(second).getByRole('button', { name: 'Sida 1 (1 block)' }).nth(1).click();
    await heading(second).fill('Rubrik två, ändrad av Vera');
    const conflict = second.getByRole('alert').filter({ hasText: 'sparade en nyare version' });
    await conflict.waitFor();
    expect(await conflict.textContent()).toContain('Alva');
    await expectNoAxeFindings(second);
    await second.getByRole('button', { name: 'Jag har läst' }).click();
    await second.getByRole('button', { name: 'Spara utkast' }).click();
    await second
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();

    await second.reload();
    await outline(second).getByRole('button', { name: 'Sida 1 (1 block)' }).first().click();
    expect(await heading(second).inputValue()).toBe('Rubrik ett, ändrad av Alva');
    await outline(second).getByRole('button', { name: 'Sida 1 (1 block)' }).nth(1).click();
    expect(await heading(second).inputValue()).toBe('Rubrik två, ändrad av Vera');
  });

  it('shows both values where both changed one field, and "Använd deras" takes theirs', async () => {
    // The first editor's page is behind since the second one saved: its next save is merged.
    await heading(first).fill('Rubrik ett, Alvas andra');
    await first.getByRole('alert').filter({ hasText: 'sparade en nyare version' }).waitFor();
    await first.getByRole('button', { name: 'Jag har läst' }).click();
    await first.getByRole('button', { name: 'Spara utkast' }).click();
    await first
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();

    // The second editor changes the same heading from the version before that.
    await outline(second).getByRole('button', { name: 'Sida 1 (1 block)' }).first().click();
    await heading(second).fill('Rubrik ett, Veras');
    // The notice: a region named by its heading, its first message the alert, the places below it.
    const conflict = conflictNotice(second).filter({ hasText: 'ändrade ni samma sak' });
    await conflict.waitFor();
    const shown = (await conflict.textContent()) ?? '';
    expect(shown).toContain('Din versionRubrik ett, Veras');
    expect(shown).toContain('Deras versionRubrik ett, Alvas andra');
    await expectNoAxeFindings(second);
    await conflict
      .getByRole('button', { name: /^Använd deras: Kapitel 1, Episod 1, Sida 1, block 1 \(Text\)/ })
      .click();
    expect(await heading(second).inputValue()).toBe('Rubrik ett, Alvas andra');
    await second.getByRole('button', { name: 'Jag har läst' }).click();
    await second.getByRole('button', { name: 'Spara utkast' }).click();
    await second
      .getByRole('status')
      .filter({ hasText: /^Sparat$/ })
      .waitFor();
  });

  it('lists the versions with Återställ', async () => {
    await second.getByRole('button', { name: 'Versioner' }).click();
    await second.getByRole('table', { name: 'Versioner, nyast först' }).waitFor();
    await expectNoAxeFindings(second);
  });
});

describe.sequential('the editor by keyboard alone', () => {
  stopAfterFirstFailure();

  it('creates a course, adds a question in at most 8 key presses, moves a block and publishes', async () => {
    await openPage(first, '/mina-sidor/administration/innehall');
    await tabTo(first, named('button', 'Ny utbildning'), { maxPresses: 200 });
    await first.keyboard.press('Enter');
    // The form opens with focus in its title.
    await first.getByRole('textbox', { name: 'Titel' }).waitFor();
    await expect.poll(() => focusedControl(first).then((control) => control.label)).toMatch(/^Titel/);
    await first.keyboard.type('Tangentbordskurs');
    await tabTo(first, named('button', 'Skapa utbildningen'));
    await first.keyboard.press('Enter');
    await first.getByRole('heading', { level: 1, name: 'Redigera: Tangentbordskurs' }).waitFor();
    const createdId = Number(new URL(first.url()).pathname.split('/').at(-1));

    await tabTo(first, named('button', 'Lägg till kapitel'), { maxPresses: 300 });
    await first.keyboard.press('Enter');
    await first.getByRole('button', { name: 'Sida 1 (0 block)' }).waitFor();
    await tabTo(first, named('button', 'Sida 1 (0 block)'), { backwards: true, maxPresses: 60 });
    await first.keyboard.press('Enter');

    // From focus on "Lägg till block" to a new "Fråga med ett svar", every key counted.
    await tabTo(first, named('button', 'Lägg till block'), { maxPresses: 200 });
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await first.keyboard.press(key);
    };
    const type = async (text: string) => {
      presses += text.length;
      await first.keyboard.type(text);
    };
    await press('Enter');
    await type('fråga');
    await press('Enter');
    const question = first.getByRole('region', { name: 'Block 1: Fråga med ett svar', exact: true });
    await question.waitFor();
    expect(presses).toBeLessThanOrEqual(8);
    // Focus is in the new block's first field: its question.
    const questionField = question.getByRole('textbox', { name: /^Fråga/ }).first();
    await expect
      .poll(() => questionField.evaluate((element) => element === document.activeElement))
      .toBe(true);
    await first.keyboard.type('Vad betyder jämställdhet?');

    // A text block after it, then moved up: focus stays with the moved block.
    await tabTo(first, named('button', 'Lägg till block'), { maxPresses: 200 });
    await first.keyboard.press('Enter');
    await first.keyboard.type('text');
    await first.keyboard.press('Enter');
    const text = first.getByRole('region', { name: 'Block 2: Text', exact: true });
    await text.waitFor();
    await first.keyboard.type('Inledning');
    await tabTo(first, (control) => control.tag === 'div', { maxPresses: 20 });
    await first.keyboard.type('Om jämställdhet.');
    await tabTo(first, named('button', 'Flytta upp block 2'), { backwards: true, maxPresses: 200 });
    await first.keyboard.press('Enter');
    await first
      .getByRole('status')
      .filter({ hasText: /flyttades upp/ })
      .waitFor({ state: 'attached' });
    const moved = first.getByRole('region', { name: 'Block 1: Text', exact: true });
    expect(await moved.getByRole('textbox', { name: 'Rubrik', exact: true }).inputValue()).toBe('Inledning');
    const focused = await first.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
    );
    expect(focused).toMatch(/^Flytta ned block 1/);

    await tabTo(first, named('button', 'Publicera'), { backwards: true, maxPresses: 300 });
    await first.keyboard.press('Enter');
    const dialog = first.getByRole('dialog', { name: 'Publicera?' });
    await dialog.waitFor();
    await tabTo(first, named('button', 'Publicera nu'));
    await first.keyboard.press('Enter');
    await first.getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor({ state: 'attached' });
    const published = await apiGet<{ chapters: unknown[] }>(
      siteUrl(),
      `/api/educations/${createdId}`,
      adminToken,
    );
    expect(published.chapters).toHaveLength(1);
  });

  it('lists a refused publish’s problems as an error summary whose links focus the field', async () => {
    await first.getByRole('button', { name: 'Lägg till kapitel' }).click();
    await first.getByRole('button', { name: 'Publicera', exact: true }).click();
    const summary = first.getByRole('alert').filter({ hasText: 'problem att rätta' });
    await summary.waitFor();
    await expectNoAxeFindings(first);
    await summary.getByRole('link').first().click();
    // The new chapter's episode has an empty page: the link opens the episode, its title focused.
    await first.getByRole('heading', { level: 2, name: 'Episod 1' }).waitFor();
    await expect.poll(() => first.evaluate(() => document.activeElement?.id)).toBe('editor-outline-title');
  });
});

describe('the page and settings editors', () => {
  it('edit a page’s blocks and the site settings, axe finding nothing', async () => {
    await openPage(first, '/mina-sidor/administration/innehall');
    await first.getByRole('button', { name: 'Ny sida' }).click();
    await first.getByRole('textbox', { name: 'Titel' }).fill('Om samarbete');
    await first.getByRole('button', { name: 'Skapa sidan' }).click();
    await first.getByRole('heading', { level: 1, name: 'Redigera: Om samarbete' }).waitFor();
    await addBlock(first, 'Bild');
    await first.getByRole('heading', { level: 3, name: 'Block 1: Bild' }).waitFor();
    await expectNoAxeFindings(first);

    await openPage(first, '/mina-sidor/administration/innehall');
    await first.getByRole('link', { name: 'Webbplatsinställningar' }).click();
    await first.getByRole('heading', { level: 1, name: /^Redigera/ }).waitFor();
    await first.getByRole('heading', { level: 2, name: 'Webbplatsinställningar' }).waitFor();
    await expectNoAxeFindings(first);
  });

  it('break no rule of the Content-Security-Policy on the way (no inline style attributes)', () => {
    expect(violations.flat()).toEqual([]);
  });
});
