import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { answerAll } from '../support/course-answers';
import { readCourse } from '../support/course-content';
import { expectEndPage, forwardButton, keepToSite, walkCourse } from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { findMail } from '../support/outbox';
import { currentPath, openPage, settled, waitForPath } from '../support/page-ready';
import {
  apiLogin,
  apiPost,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  type RegisteredUser,
  registerUser,
  storeSessionToken,
  submitLoginForm,
} from '../support/session';
import { siteOutbox, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 3: access to a `users_approved` course (SPEC §4, §6; docs/api.md "Access requests").
// The administrator approves on the administrators' page (issue 14), in a browser of their own.

const SLUG = EDUCATION_SLUGS.usersApproved;
const course = readCourse(SLUG);

let browser: Browser;
let context: BrowserContext;
let page: Page;
let learner: RegisteredUser;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await keepToSite(context, siteUrl());
  page = await context.newPage();
  learner = await registerUser(siteUrl(), 'Alva');
  // Only a verified address may ask for access (issue 21): Alva follows her mailed link first.
  const mail = await findMail(siteOutbox(), { to: learner.email, kind: 'verify_email' });
  const token = new URL(mail.link ?? '').pathname.split('/').at(-1) ?? '';
  await apiPost(siteUrl(), '/api/user/verify_mail/confirm', learner.token, { token });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The course's status as the presentation states it ("Status:" is there for screen readers). */
function statusBadge(text: string) {
  return page.getByText(`Status: ${text}`, { exact: true });
}

// The steps build on each other, as one learner's way through.
describe.sequential('approval of a users_approved course', () => {
  stopAfterFirstFailure();

  it('a visitor sees the course locked and logs in from it', async () => {
    await openPage(page, `/${SLUG}`);
    await statusBadge('Kräver inloggning').waitFor();
    await page.getByRole('link', { name: 'Logga in för att gå utbildningen' }).click();
    await submitLoginForm(page, learner.email, learner.password);
    await waitForPath(page, `/${SLUG}`);
    await settled(page);
    await statusBadge('Kräver godkännande').waitFor();
  });

  it('asks for access and sees the request pending, also after a reload', async () => {
    await page.getByRole('button', { name: 'Ansök om att gå utbildningen' }).click();
    await page.getByText('Din ansökan är skickad. Du får ett mejl när den har behandlats.').waitFor();
    await statusBadge('Väntar på godkännande').waitFor();
    expect(await page.getByRole('button', { name: 'Ansök om att gå utbildningen' }).count()).toBe(0);

    await page.reload();
    await settled(page);
    await statusBadge('Väntar på godkännande').waitFor();
    await page.getByText('Din ansökan väntar på godkännande.').waitFor();
    expect(await page.getByRole('link', { name: 'Starta utbildningen' }).count()).toBe(0);
  });

  it('is approved by an administrator on the requests page and mailed a link that opens the course', async () => {
    const adminContext = await newSiteContext(browser);
    try {
      await chooseNoCookies(adminContext, siteUrl());
      await storeSessionToken(adminContext, siteUrl(), await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin));
      const admin = await adminContext.newPage();
      await openPage(admin, '/');
      await admin.getByRole('button', { name: /^Inloggad som/ }).click();
      await admin.getByRole('link', { name: 'Administration' }).click();
      await admin.getByRole('link', { name: 'Ansökningar' }).click();
      await admin.getByRole('heading', { level: 1, name: 'Ansökningar' }).waitFor();
      const who = `${learner.firstName} Testsson, ${course.title}`;
      await admin.getByRole('button', { name: `Godkänn ${who}` }).click();
      await admin
        .getByRole('status')
        .filter({ hasText: '1 ansökan är godkänd. Personen får ett mejl.' })
        .waitFor();
      await admin.getByRole('button', { name: `Godkänn ${who}` }).waitFor({ state: 'detached' });
      await admin.getByRole('row', { name: new RegExp(`Godkänd ${learner.email}`) }).waitFor();
    } finally {
      await adminContext.close();
    }

    const mail = await findMail(siteOutbox(), { to: learner.email, kind: 'access-decision' });
    expect(mail.link).toBe(`${siteUrl()}/${SLUG}`);
    await page.goto(mail.link ?? '/');
    await settled(page);
    expect(currentPath(page)).toBe(`/${SLUG}`);
    await statusBadge('Inte påbörjad').waitFor();
    await page.getByRole('link', { name: 'Starta utbildningen' }).waitFor();
  });

  it('takes the approved course to the end: every page, the evaluation, the thank-you page', async () => {
    await page.getByRole('link', { name: 'Starta utbildningen' }).click();
    await walkCourse(page, course, 0, course.pages.length);
    await expectEndPage(page, `/${SLUG}/utvardering`, 'Utvärdering');
    await answerAll(page, course.evaluation);
    await forwardButton(page, 'Slutför utbildning').click();
    await expectEndPage(page, `/${SLUG}/tack`, 'Tack för att du har gått utbildningen');
    // The certificate can be asked for now that the course is passed.
    await page.getByRole('button', { name: 'Skicka certifikatet' }).waitFor();

    await page.getByRole('link', { name: course.title, exact: true }).click();
    await waitForPath(page, `/${SLUG}`);
    await statusBadge('Genomförd').waitFor();
  });
});
