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
  apiGet,
  apiLogin,
  apiPost,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  type RegisteredUser,
  registerUser,
  submitLoginForm,
} from '../support/session';
import { siteOutbox, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 3: access to a `users_approved` course (SPEC §4, §6; docs/api.md "Access requests").
// There is no admin screen for access requests yet, so the administrator approves through the
// API (`POST /api/admin/access_requests/{educationId}/{userId}/approve`) with an admin token.

const SLUG = EDUCATION_SLUGS.usersApproved;
const course = readCourse(SLUG);
const EDUCATION_ID = course.id;

interface AccessRequest {
  user_id: number;
  email: string;
  education_id: number;
  status: string;
}

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

  it('is approved by an administrator and mailed a link that opens the course', async () => {
    const adminToken = await apiLogin(siteUrl(), DEMO_ACCOUNTS.admin);
    const pending = await apiGet<AccessRequest[]>(
      siteUrl(),
      '/api/admin/access_requests?status=pending',
      adminToken,
    );
    const request = pending.find(
      (entry) => entry.email === learner.email && entry.education_id === EDUCATION_ID,
    );
    expect(request, 'the learner’s request is pending').toBeDefined();
    await apiPost(
      siteUrl(),
      `/api/admin/access_requests/${EDUCATION_ID}/${request?.user_id}/approve`,
      adminToken,
    );

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
