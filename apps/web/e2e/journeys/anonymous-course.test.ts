import { randomUUID } from 'node:crypto';
import { COOKIE_SETTINGS_NAME } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import {
  answer,
  answerAll,
  checkAnswer,
  expectAnswerShown,
  feedbackOf,
  questionOn,
  shownAnswer,
} from '../support/course-answers';
import { pageAt, questionAt, readCourse, wrongLabels } from '../support/course-content';
import {
  expectCoursePage,
  expectEndPage,
  forwardButton,
  keepToSite,
  saveStateText,
  walkCourse,
} from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { textOf } from '../support/locator-text';
import { isPdf, mailAttachments } from '../support/mail-attachments';
import { findMail } from '../support/outbox';
import { openPage, settled, waitForPath } from '../support/page-ready';
import { siteOutbox, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 1: a visitor without an account takes the open course from the cookie question to
// the certificate in the mail, and finds their answers again after a reload. What to answer
// comes from the course's JSON (apps/api/content/educations); the page is driven by roles
// and labels only.

const course = readCourse(EDUCATION_SLUGS.open);
const FIRST_QUESTION_PAGE = pageAt(course, 1, 1, 2);
// Chapter 2's question page has two questions: the learner leaves after the first.
const RELOAD_PAGE = pageAt(course, 2, 1, 2);
const answeredBeforeReload = questionAt(RELOAD_PAGE, 0);
const openAtReload = questionAt(RELOAD_PAGE, 1);

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newSiteContext(browser);
  await keepToSite(context, siteUrl());
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe.sequential('journey 1: an anonymous learner takes the open course', () => {
  stopAfterFirstFailure();

  it('accepts all cookies and starts the course from the start page', async () => {
    await openPage(page, '/');
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.getByRole('button', { name: 'Godkänn alla' }).click();
    await popup.waitFor({ state: 'detached' });
    const cookies = await context.cookies(siteUrl());
    const saved = cookies.find((cookie) => cookie.name === COOKIE_SETTINGS_NAME);
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toEqual({
      approved: ['statistical', 'marketing'],
    });

    await page.getByRole('heading', { name: course.title, exact: true }).getByRole('link').click();
    await waitForPath(page, `/${course.slug}`);
    await settled(page);
    await page.getByText('Status: Inte påbörjad', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Starta utbildningen' }).click();
    await expectCoursePage(page, pageAt(course, 1, 1, 1));
    expect(await saveStateText(page)).toContain('Sparas på den här enheten');
  });

  it('is stopped at a mandatory question, answers it wrongly, sees why, then answers rightly', async () => {
    await forwardButton(page, 'Nästa sida').click();
    await expectCoursePage(page, FIRST_QUESTION_PAGE);
    const question = questionAt(FIRST_QUESTION_PAGE, 0);

    // Going on without the mandatory answer: the page says which question, focus goes to it.
    await forwardButton(page, 'Nästa sida').click();
    const summary = page.getByRole('region', {
      name: 'Svara på de obligatoriska frågorna innan du går vidare',
    });
    await summary.getByRole('link', { name: question.title }).waitFor();
    await expect
      .poll(() =>
        questionOn(page, question).evaluate((group: Element) => group.contains(document.activeElement)),
      )
      .toBe(true);
    await questionOn(page, question).getByText('Svara på frågan innan du går vidare.').waitFor();
    expect(new URL(page.url()).pathname).toBe(FIRST_QUESTION_PAGE.path);

    await answer(page, question, wrongLabels(question));
    const verdict = await checkAnswer(page, question);
    expect(verdict).toContain('Fel svar');
    expect(verdict).toContain(question.wrongHeading);
    // The error of the skipped question leaves once it has an answer.
    await expect.poll(() => summary.count()).toBe(0);

    await answer(page, question);
    // A new choice hides the verdict on the old one until it is checked again.
    await expect.poll(() => textOf(feedbackOf(page, question))).toBe('');
    const second = await checkAnswer(page, question);
    expect(second).toContain('Rätt svar');
    expect(second).toContain(question.correctHeading);
    await forwardButton(page, 'Nästa sida').click();
  });

  it('answers every question up to the middle of chapter 2', async () => {
    await walkCourse(
      page,
      course,
      course.pages.indexOf(FIRST_QUESTION_PAGE) + 1,
      course.pages.indexOf(RELOAD_PAGE),
    );
    await expectCoursePage(page, RELOAD_PAGE);
    await answer(page, answeredBeforeReload);
  });

  it('reloads mid-course and finds the answer on the page', async () => {
    await page.reload();
    await expectCoursePage(page, RELOAD_PAGE);
    await expectAnswerShown(page, answeredBeforeReload);
    expect(await shownAnswer(page, openAtReload)).toEqual([]);
  });

  it('comes back through the presentation’s continue link to where they left off', async () => {
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await waitForPath(page, `/${course.slug}`);
    await settled(page);
    await page.getByText('Status: Påbörjad', { exact: true }).waitFor();
    await page.getByText(`Du har gjort 1 av ${course.chapterCount} kapitel.`).waitFor();
    const resume = page.getByRole('link', { name: 'Fortsätt utbildningen' });
    expect(await resume.getAttribute('href')).toBe(`/${course.slug}/fortsatt`);
    await resume.click();
    await expectCoursePage(page, RELOAD_PAGE);
    await expectAnswerShown(page, answeredBeforeReload);

    // The continue address itself, typed or bookmarked, leads to the same page.
    await page.goto(`/${course.slug}/fortsatt`);
    await expectCoursePage(page, RELOAD_PAGE);
    await expectAnswerShown(page, answeredBeforeReload);
  });

  it('answers the rest and goes through every page to the evaluation', async () => {
    await answerAll(page, RELOAD_PAGE.questions);
    await forwardButton(page, 'Nästa sida').click();
    await walkCourse(page, course, course.pages.indexOf(RELOAD_PAGE) + 1, course.pages.length);
    await expectEndPage(page, `/${course.slug}/utvardering`, 'Utvärdering');
    expect(await page.title()).toContain(' - Utvärdering');
  });

  it('answers the evaluation and completes the course', async () => {
    await answerAll(page, course.evaluation);
    await forwardButton(page, 'Slutför utbildning').click();
    await expectEndPage(page, `/${course.slug}/tack`, 'Tack för att du har gått utbildningen');
    expect(await page.title()).toContain(' - Tack');
  });

  it('requests the certificate and finds it in the mail, with the PDF attached', async () => {
    const email = `e2e-${randomUUID()}@example.se`;
    await page.getByRole('heading', { name: 'Hämta ditt certifikat' }).waitFor();
    await page.getByLabel('För- och efternamn').fill('Ada Lärare');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByRole('button', { name: 'Skicka certifikatet' }).click();
    await page.getByText(`Certifikatet är skickat till ${email}.`).waitFor();

    const mail = await findMail(siteOutbox(), { to: email, kind: 'certificate' });
    expect(mail.subject).toBe(`Ditt certifikat: ${course.title}`);
    // The mail goes to any address given, so it quotes nothing typed: the name is on the PDF.
    expect(mail.text).toContain('Hej!');
    expect(mail.text).not.toContain('Ada Lärare');
    expect(mail.links.some((link) => link.startsWith(`${siteUrl()}/intyg/`))).toBe(true);
    const [pdf] = mailAttachments(mail.file);
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf && isPdf(pdf.content)).toBe(true);

    // The device remembers the course as done.
    await page.getByRole('link', { name: course.title, exact: true }).click();
    await waitForPath(page, `/${course.slug}`);
    await page.getByText('Status: Genomförd', { exact: true }).waitFor();
  });
});
