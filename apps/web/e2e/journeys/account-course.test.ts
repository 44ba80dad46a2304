import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInFromCourse, logOutThroughMenu } from '../support/account-steps';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { answer, answerAll, expectAnswerShown, shownAnswer } from '../support/course-answers';
import { pageAt, questionAt, readCourse, syncIntervalMs } from '../support/course-content';
import {
  courseNavigation,
  expectCoursePage,
  expectEndPage,
  expectSaveState,
  forwardButton,
  keepToSite,
  walkCourse,
} from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { textOf } from '../support/locator-text';
import { isPdf } from '../support/mail-attachments';
import { findMail } from '../support/outbox';
import { openPage, settled, waitForPath } from '../support/page-ready';
import { chooseNoCookies } from '../support/session';
import { siteOutbox, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 2: a learner makes an account, verifies the address from the mail, takes the
// `users` course halfway, logs out, and in another browser finds it where they left it; then
// completes it, and finds the course and the certificate on their pages.

const course = readCourse(EDUCATION_SLUGS.users);
// The learner stops on a page with two questions, having answered the first.
const STOP_PAGE = pageAt(course, 1, 2, 2);
const answeredBeforeStop = questionAt(STOP_PAGE, 0);
const openAtStop = questionAt(STOP_PAGE, 1);
const EARLIER_PAGE = pageAt(course, 1, 1, 2);
const learner = {
  firstName: 'Kim',
  lastName: 'Kontosson',
  email: `e2e-${randomUUID()}@example.se`,
  password: `Prov-${randomUUID()}`,
};
const SYNC_INTERVAL_MS = syncIntervalMs();

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let certificateCode = '';

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** A new browser profile: nothing of the previous one (cookies, storage) comes along. */
async function freshBrowser(): Promise<Page> {
  await context?.close();
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await keepToSite(context, siteUrl());
  // The page's clock runs as usual; a step may move it on, as when the learner waits a while.
  await context.clock.install();
  return context.newPage();
}

describe.sequential('journey 2: a learner with an account', () => {
  stopAfterFirstFailure();

  it('registers through the form, starting from the locked course', async () => {
    page = await freshBrowser();
    await openPage(page, `/${course.slug}`);
    await page.getByRole('link', { name: 'Logga in för att gå utbildningen' }).click();
    await page.getByRole('main').getByRole('link', { name: 'Skapa konto', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Skapa konto' }).waitFor();
    await page.getByLabel('Förnamn').fill(learner.firstName);
    await page.getByLabel('Efternamn').fill(learner.lastName);
    await page.getByLabel('E-postadress').fill(learner.email);
    await page.getByLabel('Lösenord', { exact: true }).fill(learner.password);
    await page.getByRole('checkbox', { name: /Jag godkänner/ }).check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();

    // Logged in at once, back at the course, and asked to verify the address.
    await waitForPath(page, `/${course.slug}`);
    await page.getByRole('button', { name: `Inloggad som ${learner.firstName}` }).waitFor();
    await page.getByText('Vänligen bekräfta din e-postadress inom 14 dagar').waitFor();
  });

  it('verifies the address from the mailed link, in another browser', async () => {
    const mail = await findMail(siteOutbox(), { to: learner.email, kind: 'verify_email' });
    expect(mail.link).toMatch(new RegExp(`^${siteUrl()}/anvandare/verifiera-epost/`));
    page = await freshBrowser();
    await page.goto(mail.link ?? '/');
    await page.getByRole('heading', { level: 1, name: 'Din e-postadress är bekräftad' }).waitFor();
  });

  it('logs in from the course and takes it halfway; the answers reach the server', async () => {
    await openPage(page, `/${course.slug}`);
    await logInFromCourse(page, course.slug, learner.email, learner.password);
    expect(await page.getByText('Vänligen bekräfta din e-postadress').count()).toBe(0);
    await page.getByRole('link', { name: 'Starta utbildningen' }).click();
    await walkCourse(page, course, 0, course.pages.indexOf(STOP_PAGE));
    await expectCoursePage(page, STOP_PAGE);
    // Whatever the sync's first rounds did meanwhile, all is on the server before the next answer.
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Sparat');
    await answer(page, answeredBeforeStop);

    // The learner lingers: the next push of the sync takes the answer to the server.
    await expectSaveState(page, 'Sparas strax');
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Sparat');
  });

  it('logs out', async () => {
    await logOutThroughMenu(page);
  });

  it('logs in again in a new browser and resumes on the same page, answers shown', async () => {
    page = await freshBrowser();
    await openPage(page, `/${course.slug}`);
    await logInFromCourse(page, course.slug, learner.email, learner.password);
    await page.getByText('Status: Påbörjad', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Fortsätt utbildningen' }).click();
    await expectCoursePage(page, STOP_PAGE);
    await expectAnswerShown(page, answeredBeforeStop);
    expect(await shownAnswer(page, openAtStop)).toEqual([]);

    // An earlier page keeps its answers too.
    for (let step = course.pages.indexOf(STOP_PAGE); step > course.pages.indexOf(EARLIER_PAGE); step--) {
      await courseNavigation(page).getByRole('link', { name: 'Föregående' }).click();
    }
    await expectCoursePage(page, EARLIER_PAGE);
    for (const question of EARLIER_PAGE.questions) {
      await expectAnswerShown(page, question);
    }
  });

  it('completes the course', async () => {
    await walkCourse(page, course, course.pages.indexOf(EARLIER_PAGE), course.pages.length);
    await expectEndPage(page, `/${course.slug}/utvardering`, 'Utvärdering');
    await answerAll(page, course.evaluation);
    await forwardButton(page, 'Slutför utbildning').click();
    await expectEndPage(page, `/${course.slug}/tack`, 'Tack för att du har gått utbildningen');

    await page.getByLabel('För- och efternamn').fill(`${learner.firstName} ${learner.lastName}`);
    await page.getByLabel('E-postadress').fill(learner.email);
    await page.getByRole('button', { name: 'Skicka certifikatet' }).click();
    await page.getByText(`Certifikatet är skickat till ${learner.email}.`).waitFor();
  });

  it('sees the course completed in Mina utbildningar', async () => {
    await page.getByRole('button', { name: `Inloggad som ${learner.firstName}` }).click();
    await page.getByRole('link', { name: 'Mina utbildningar' }).click();
    await waitForPath(page, '/mina-sidor/mina-utbildningar');
    await settled(page);
    const item = page.getByRole('listitem').filter({
      has: page.getByRole('link', { name: course.title, exact: true }),
    });
    await item.getByText('Status: Genomförd').waitFor();
  });

  it('finds the certificate in Mina certifikat, and its download is the PDF', async () => {
    await openPage(page, '/mina-sidor/mina-certifikat');
    const certificate = page
      .getByRole('list', { name: 'Dina certifikat' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: course.title }) });
    await certificate.getByText(`${learner.firstName} ${learner.lastName}`).waitFor();
    certificateCode = await textOf(certificate.locator('dt:text-is("Verifieringskod") + dd'));
    expect(certificateCode).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    const download = certificate.getByRole('link', { name: /^Ladda ner certifikatet \(PDF\)/ });
    const href = await download.getAttribute('href');
    // A plain link: the browser sends the session cookie, as the context's requests do.
    const response = await page.context().request.get(href ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(isPdf(await response.body())).toBe(true);
  });

  it('verifies the certificate at /intyg/{code}, as anyone can', async () => {
    const mail = await findMail(siteOutbox(), { to: learner.email, kind: 'certificate' });
    const link = mail.links.find((candidate) => candidate.includes('/intyg/'));
    expect(link).toBe(`${siteUrl()}/intyg/${certificateCode}`);
    page = await freshBrowser();
    await openPage(page, `/intyg/${certificateCode}`);
    await page.getByRole('heading', { level: 1, name: 'Certifikatet är äkta' }).waitFor();
    await page.getByText(`${learner.firstName} ${learner.lastName}`, { exact: true }).waitFor();
    await page.getByText(course.title, { exact: true }).waitFor();
  });

  it('in a later visit, follows the presentation’s `Till ditt certifikat` to the thank-you page', async () => {
    page = await freshBrowser();
    await openPage(page, `/${course.slug}`);
    await logInFromCourse(page, course.slug, learner.email, learner.password);
    await page.getByText('Status: Genomförd', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Till ditt certifikat' }).click();
    await expectEndPage(page, `/${course.slug}/tack`, 'Tack för att du har gått utbildningen');
  });

  it('is told there that the certificate is already issued, and where certificates are kept', async () => {
    // Its token was spent by the certificate (issue 21): no form to send it again.
    await page.getByText(/Ditt certifikat är redan utfärdat\. Du hittar det under/).waitFor();
    expect(await page.getByLabel(/För- och efternamn/).count()).toBe(0);
    const wrongText = page.getByText('Du kan begära ett certifikat när du har slutfört utbildningen.');
    expect(await wrongText.count()).toBe(0);
    const link = page.getByRole('link', { name: 'Mina certifikat' });
    expect(await link.getAttribute('href')).toBe('/mina-sidor/mina-certifikat');
  });
});
