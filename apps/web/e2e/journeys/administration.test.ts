import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage, settled } from '../support/page-ready';
import {
  apiLogin,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  type RegisteredUser,
  registerUser,
  storeSessionToken,
} from '../support/session';
import { siteUrl } from '../support/shared-site';

// Issue 14: an administrator's daily work on the website, with no command line or SQL: an
// account's role, an accessibility report answered, a new classroom with its teacher, and the
// audit log that records each of them. axe checks the pages in the states reached.

let browser: Browser;
let context: BrowserContext;
let admin: Page;
let learner: RegisteredUser;
const reportMessage = `Bilden saknar alternativtext (${randomUUID()})`;
const roomTitle = `Klassrum e2e ${randomUUID().slice(0, 8)}`;

/** axe on the page once it has settled. */
async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeFindings(page);
}

beforeAll(async () => {
  browser = await launchChromium();
  learner = await registerUser(siteUrl(), 'Vera');
  const response = await fetch(`${siteUrl()}/api/accessibility-reports`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ kind: 'problem', email: 'rapportor@example.se', message: reportMessage }),
  });
  expect(response.status).toBe(201);
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
  admin = await context.newPage();
  context.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.sequential('an administrator runs the platform from the website', () => {
  stopAfterFirstFailure();

  it('finds an account and makes the learner a teacher', async () => {
    await openPage(admin, '/mina-sidor/administration');
    await admin.getByRole('link', { name: 'Konton' }).click();
    await admin.getByRole('searchbox', { name: 'Sök konto' }).fill(learner.email);
    await admin.getByRole('button', { name: 'Sök', exact: true }).click();
    await admin.getByRole('status').filter({ hasText: '1 konton hittades.' }).waitFor();
    await admin.getByRole('link', { name: `${learner.firstName} Testsson` }).click();
    await admin.getByRole('heading', { level: 1, name: `${learner.firstName} Testsson` }).waitFor();
    await expectAccessible(admin);
    await admin.getByLabel('Roll').selectOption({ label: 'Lärare' });
    await admin.getByRole('button', { name: 'Spara rollen' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `${learner.firstName} Testsson har nu rollen lärare.` })
      .waitFor();
    const me = await fetch(`${siteUrl()}/api/user/token`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${learner.token}` },
    });
    expect(((await me.json()) as { user: { role: string } }).user.role).toBe('teacher');
  });

  it('marks an accessibility report answered, with the date', async () => {
    await openPage(admin, '/mina-sidor/administration/tillganglighetsrapporter');
    const report = admin.getByRole('listitem').filter({ hasText: reportMessage });
    await report.getByRole('button', { name: 'Markera som besvarad' }).click();
    await admin.getByRole('status').filter({ hasText: 'Rapporten är markerad som besvarad.' }).waitFor();
    await report.getByText(/^Besvarad \d+ \S+ \d{4} klockan/).waitFor();
    await expectAccessible(admin);
  });

  it('creates a classroom for a course with the new teacher, whose page then opens', async () => {
    await openPage(admin, '/mina-sidor/administration/rum');
    // The form says what is missing, next to the fields.
    await admin.getByRole('button', { name: 'Skapa rummet' }).click();
    await admin.getByText('Skriv rummets namn.').waitFor();
    await admin.getByText('Välj en utbildning.').waitFor();
    await expectAccessible(admin);
    await admin.getByLabel('Rummets namn').fill(roomTitle);
    await admin.getByLabel('Utbildning', { exact: true }).selectOption({ index: 1 });
    await admin.getByLabel('Lärarnas e-postadresser').fill(learner.email);
    await admin.getByRole('button', { name: 'Skapa rummet' }).click();
    await admin
      .getByRole('status')
      .filter({ hasText: `Rummet ${roomTitle} är skapat.` })
      .waitFor();
    await admin.getByRole('link', { name: roomTitle }).click();
    await admin.getByRole('heading', { level: 1, name: roomTitle }).waitFor();
    const rooms = await fetch(`${siteUrl()}/api/user/rooms`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${learner.token}` },
    });
    expect(await rooms.json()).toEqual([expect.objectContaining({ title: roomTitle, teaches: true })]);
  });

  it('reads each change in the audit log', async () => {
    await openPage(admin, '/mina-sidor/administration/logg');
    await admin.getByRole('row', { name: new RegExp(`Skapade rum ${roomTitle}`) }).waitFor();
    await admin.getByRole('row', { name: new RegExp(`Ändrade roll ${learner.email}`) }).waitFor();
    await admin.getByRole('row', { name: /Markerade rapport Rapport \d+ besvarad/ }).waitFor();
    await expectAccessible(admin);
  });
});
