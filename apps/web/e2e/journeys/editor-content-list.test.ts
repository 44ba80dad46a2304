import { readFile } from 'node:fs/promises';
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

// Issue 36: content in and out from the screens. In Innehåll an administrator finds a course by
// "Sök", copies it ("Kopiera", new ids), exports it and imports the file ("Exportera",
// "Importera": the files the command line reads), takes it off the site ("Avpublicera":
// learners get 404, nothing deleted) and removes the copy ("Ta bort").

let browser: Browser;
let context: BrowserContext;
let admin: Page;
let token = '';
let courseId = 0;
let violations: string[] = [];

beforeAll(async () => {
  browser = await launchChromium();
  token = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
  const created = await adminCall<{ id: number; version: number; data: Record<string, unknown> }>(
    token,
    'POST',
    '/api/admin/content/educations',
    { title: 'Innehållskurs', slug: 'innehallskurs' },
  );
  courseId = created.id;
  const saved = await adminCall<{ version: number }>(
    token,
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
                components: [[{ block_id: 'b-innehall0001', name: 'text', html: '<p>Hej</p>' }]],
              },
            ],
          },
        ],
      },
    },
  );
  await adminCall(token, 'POST', `/api/admin/content/education/${courseId}/publish`, {
    version: saved.version,
  });
  context = await newSiteContext(browser);
  violations = await recordCspViolations(context);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  admin = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const rowOf = (title: string) =>
  admin.getByRole('row').filter({ has: admin.getByRole('link', { name: title, exact: true }) });

describe.sequential('content in and out from Innehåll', () => {
  stopAfterFirstFailure();

  it('finds a course by "Sök" over titles and addresses', async () => {
    await openPage(admin, '/mina-sidor/administration/innehall');
    await admin.getByRole('searchbox', { name: 'Sök' }).fill('innehallskurs');
    await admin.getByText('1 dokument visas.').waitFor();
    await rowOf('Innehållskurs').waitFor();
    await admin.getByRole('searchbox', { name: 'Sök' }).fill('Innehållskurs');
    await admin.getByText('1 dokument visas.').waitFor();
    await expectNoAxeFindings(admin);
    await docsSnapshot(admin, 'editor-innehall-atgarder');
  });

  it('copies it into a new draft with new ids', async () => {
    await rowOf('Innehållskurs').getByRole('button', { name: 'Kopiera Innehållskurs' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Redigera: Kopia av Innehållskurs' }).waitFor();
    const copyId = Number(new URL(admin.url()).pathname.split('/').at(-1));
    expect(copyId).not.toBe(courseId);
    const copy = await adminCall<{
      state: string;
      data: {
        slug: string;
        chapters: Array<{ episodes: Array<{ components: Array<Array<{ block_id: string }>> }> }>;
      };
    }>(token, 'GET', `/api/admin/content/education/${copyId}`);
    expect(copy.state).toBe('draft');
    expect(copy.data.slug).toBe('innehallskurs-kopia');
    expect(copy.data.chapters[0]?.episodes[0]?.components[0]?.[0]?.block_id).not.toBe('b-innehall0001');
  });

  it('exports it, and imports the file as a new draft', async () => {
    await openPage(admin, '/mina-sidor/administration/innehall');
    await admin.getByRole('searchbox', { name: 'Sök' }).fill('innehallskurs');
    const download = admin.waitForEvent('download');
    await rowOf('Innehållskurs').getByRole('link', { name: 'Exportera Innehållskurs' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as { id: number; title: string };
    expect(exported).toMatchObject({ id: courseId, title: 'Innehållskurs' });

    // A file that is not a course is refused next to the field.
    await admin
      .getByLabel('Importera')
      .setInputFiles({ name: 'fel.json', mimeType: 'application/json', buffer: Buffer.from('[1, 2]') });
    await admin.getByText('Filen är inte en utbildning eller sida i JSON.').waitFor();
    await admin.getByLabel('Importera').setInputFiles(file);
    await admin.getByRole('heading', { level: 1, name: 'Redigera: Innehållskurs' }).waitFor();
    const importedId = Number(new URL(admin.url()).pathname.split('/').at(-1));
    expect(importedId).not.toBe(courseId);
  });

  it('takes the course off the site with "Avpublicera", and removes the copy with "Ta bort"', async () => {
    await openPage(admin, '/mina-sidor/administration/innehall');
    await admin.getByRole('searchbox', { name: 'Sök' }).fill('innehallskurs');
    // Only the published one can be unpublished: the imported copy is a draft.
    await admin.getByRole('button', { name: 'Avpublicera Innehållskurs' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Avpublicera', exact: true }).click();
    await admin.getByText('Innehållskurs är avpublicerad.', { exact: false }).waitFor();
    expect((await fetch(`${siteUrl()}/api/educations/${courseId}`)).status).toBe(404);
    await expect.poll(() => admin.getByRole('button', { name: 'Avpublicera Innehållskurs' }).count()).toBe(0);

    await rowOf('Kopia av Innehållskurs')
      .getByRole('button', { name: 'Ta bort Kopia av Innehållskurs' })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Ta bort', exact: true }).click();
    await admin.getByText('Kopia av Innehållskurs är borttagen.').waitFor();
    await expect.poll(() => rowOf('Kopia av Innehållskurs').count()).toBe(0);
    await expectNoAxeFindings(admin);
    expect(violations).toEqual([]);
  });
});
