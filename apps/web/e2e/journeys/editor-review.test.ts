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

// Issue 36: a "Redaktör" writes and sends for review; an administrator sends it back with a
// comment the editor sees, and publishes what comes back. The API decides who may do what;
// the screens only offer each what the API allows.

let browser: Browser;
const contexts: BrowserContext[] = [];
let editor: Page;
let admin: Page;
let adminToken = '';
let courseId = 0;
const violations: string[][] = [];

const COMMENT = 'Skriv ut vad förkortningen JiM står för.';

async function pageAs(token: string): Promise<Page> {
  const context = await newSiteContext(browser);
  contexts.push(context);
  violations.push(await recordCspViolations(context));
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  return context.newPage();
}

beforeAll(async () => {
  browser = await launchChromium();
  adminToken = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  const created = await adminCall<{ id: number; version: number; data: Record<string, unknown> }>(
    adminToken,
    'POST',
    '/api/admin/content/educations',
    { title: 'Granskningskurs', slug: 'granskningskurs' },
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
        chapters: [
          {
            title: 'Ett',
            episodes: [
              {
                title: 'Början',
                components: [[{ block_id: 'b-granskning01', name: 'text', html: '<p>Hej</p>' }]],
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
  editor = await pageAs(await apiLogin(siteUrl(), DEMO_ACCOUNTS.editor));
  admin = await pageAs(adminToken);
});

afterAll(async () => {
  for (const context of contexts) {
    await context.close();
  }
  await browser?.close();
});

const editorAddress = () => `/mina-sidor/administration/innehall/utbildning/${courseId}`;
const bar = (page: Page) => page.locator('.web-editor-bar');

async function retitle(title: string) {
  const field = editor.getByRole('textbox', { name: /^Titel/ }).first();
  await field.fill(title);
  await bar(editor).getByText('Sparat', { exact: true }).waitFor();
}

const titleLearnersSee = async () =>
  ((await (await fetch(`${siteUrl()}/api/educations/${courseId}`)).json()) as { title: string }).title;

describe.sequential('a Redaktör sends for review, an administrator returns it and then publishes', () => {
  stopAfterFirstFailure();

  it('gives the editor Innehåll from the menu, without the administrators’ actions', async () => {
    await openPage(editor, '/mina-sidor');
    await editor.getByRole('button', { name: /Rut/ }).first().click();
    await editor.getByRole('link', { name: 'Innehåll', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: 'Innehåll' }).waitFor();
    await editor.getByRole('searchbox', { name: 'Sök' }).fill('granskningskurs');
    await editor.getByText('1 dokument visas.').waitFor();
    expect(await editor.getByRole('button', { name: /^Ta bort|^Avpublicera|^Kopiera/ }).count()).toBe(0);
    expect(await editor.getByLabel('Importera').count()).toBe(0);
    expect(await editor.getByRole('link', { name: 'Administration' }).count()).toBe(0);
    expect(await editor.getByRole('link', { name: 'Webbplatsinställningar' }).count()).toBe(0);
    await expectNoAxeFindings(editor);
  });

  it('lets the editor change the course and send it for review, never publish it', async () => {
    await editor.getByRole('link', { name: 'Granskningskurs', exact: true }).click();
    await editor.getByRole('heading', { level: 1, name: 'Redigera: Granskningskurs' }).waitFor();
    expect(await bar(editor).getByRole('button', { name: 'Publicera', exact: true }).count()).toBe(0);
    // The statistics are the administrators' (issue 37's link from the course's editor).
    expect(await bar(editor).getByRole('link', { name: 'Statistik för utbildningen' }).count()).toBe(0);
    await retitle('Granskningskurs om JiM');
    await bar(editor).getByRole('button', { name: 'Skicka för granskning' }).click();
    await bar(editor).getByText('Skickat för granskning.', { exact: false }).waitFor();
    await bar(editor).getByText('Väntar på granskning.').waitFor();
    await expectNoAxeFindings(editor);
    await docsSnapshot(editor, 'editor-granskning-skickad', bar(editor));
    expect(await titleLearnersSee()).toBe('Granskningskurs');
  });

  it('shows the administrator what waits, and sends it back with a comment', async () => {
    await openPage(admin, '/mina-sidor/administration/innehall');
    const waiting = admin.getByRole('region', { name: /^Väntar på granskning/ });
    await waiting.getByText('skickad av Rut Redaktör', { exact: false }).waitFor();
    await expectNoAxeFindings(admin);
    await docsSnapshot(admin, 'editor-vantar-pa-granskning', waiting);
    await waiting.getByRole('link', { name: 'Granskningskurs om JiM' }).click();
    await bar(admin).getByText('Rut Redaktör skickade utkastet', { exact: false }).waitFor();
    expect(
      await bar(admin).getByRole('link', { name: 'Statistik för utbildningen' }).getAttribute('href'),
    ).toBe(`/mina-sidor/administration/statistik?utbildning=${courseId}`);

    await bar(admin).getByRole('button', { name: 'Skicka tillbaka' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Skicka tillbaka till redaktören?' });
    // Without a comment the dialog stays, with the message next to the field.
    await dialog.getByRole('button', { name: 'Skicka tillbaka' }).click();
    await dialog.getByText('Skriv vad som behöver ändras').waitFor();
    const comment = dialog.getByRole('textbox', { name: 'Kommentar' });
    expect(await comment.evaluate((field) => field === document.activeElement)).toBe(true);
    await expectNoAxeFindings(admin);
    await comment.fill(COMMENT);
    await dialog.getByRole('button', { name: 'Skicka tillbaka' }).click();
    await bar(admin).getByText('Utkastet är skickat tillbaka med din kommentar.').waitFor();
    await bar(admin).getByText(COMMENT).waitFor();
    // The button went with the step; focus is on what took its place, not lost.
    await expect
      .poll(() => admin.evaluate(() => document.activeElement?.classList.contains('web-editor-bar__review')))
      .toBe(true);
  });

  it('shows the editor the comment; changed, the course goes for review again', async () => {
    await openPage(editor, editorAddress());
    await bar(editor).getByText('Skickad tillbaka', { exact: false }).waitFor();
    await bar(editor).getByText(COMMENT).waitFor();
    await expectNoAxeFindings(editor);
    await docsSnapshot(editor, 'editor-granskning-tillbaka', bar(editor));
    await retitle('Granskningskurs om JiM (Jämställdhetsmyndigheten)');
    await bar(editor).getByRole('button', { name: 'Skicka för granskning' }).click();
    await bar(editor).getByText('Väntar på granskning.').waitFor();
  });

  it('lets the administrator publish it, and every step is in the log', async () => {
    await openPage(admin, editorAddress());
    await bar(admin).getByText('Väntar på granskning.').waitFor();
    await bar(admin).getByRole('button', { name: 'Publicera', exact: true }).click();
    await admin
      .getByRole('dialog', { name: 'Publicera?' })
      .getByRole('button', { name: 'Publicera nu' })
      .click();
    await bar(admin).getByText('Publicerat. Deltagarna ser nu den här versionen.').waitFor();
    await expect.poll(() => bar(admin).getByText('Väntar på granskning.').count()).toBe(0);
    expect(await titleLearnersSee()).toBe('Granskningskurs om JiM (Jämställdhetsmyndigheten)');

    const logged = await adminCall<Array<{ action: string; details: Record<string, unknown> }>>(
      adminToken,
      'GET',
      '/api/admin/audit?action=content',
    );
    const ours = logged.filter((entry) => entry.details.id === courseId).map((entry) => entry.action);
    expect(ours).toEqual(
      expect.arrayContaining(['content.review-request', 'content.review-return', 'content.publish']),
    );
    expect(ours.filter((action) => action === 'content.review-request')).toHaveLength(2);
    for (const found of violations) {
      expect(found).toEqual([]);
    }
  });
});
