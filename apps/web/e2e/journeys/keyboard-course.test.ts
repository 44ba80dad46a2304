import { randomUUID } from 'node:crypto';
import { COOKIE_SETTINGS_NAME } from '@jamstalldhet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { expectAnswerShown, shownAnswer } from '../support/course-answers';
import { pageAt, questionAt, readCourse, wrongLabels } from '../support/course-content';
import {
  answerAllByKeys,
  answerByKeys,
  backIntoQuestion,
  checkByKeys,
  expectHeadingFocused,
  pressForward,
  walkCourseByKeys,
} from '../support/course-keyboard';
import { expectCoursePage, expectEndPage, keepToSite } from '../support/course-pages';
import { focusedControl, named, tabTo } from '../support/focused-control';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { isPdf, mailAttachments } from '../support/mail-attachments';
import { findMail } from '../support/outbox';
import { openPage, settled, waitForPath } from '../support/page-ready';
import { siteOutbox, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 6, part 2: journey 1 (anonymous-course.test.ts) with the keyboard alone — Tab,
// Shift+Tab, Enter, Space and arrow keys, and typing into the focused field. No click and no
// fill anywhere; the browser's own address bar and reload are the only other things used.

const course = readCourse(EDUCATION_SLUGS.open);
const FIRST_QUESTION_PAGE = pageAt(course, 1, 1, 2);
const RELOAD_PAGE = pageAt(course, 2, 1, 2);
const FIRST_PAGE = pageAt(course, 1, 1, 1);
const firstQuestion = questionAt(FIRST_QUESTION_PAGE, 0);
const answeredBeforeReload = questionAt(RELOAD_PAGE, 0);
const openAtReload = questionAt(RELOAD_PAGE, 1);
const email = `e2e-${randomUUID()}@example.se`;

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

describe.sequential('journey 1 with the keyboard alone', () => {
  stopAfterFirstFailure();

  it('accepts all cookies and opens the course from the start page', async () => {
    await openPage(page, '/');
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.waitFor();
    await tabTo(page, named('button', 'Godkänn alla'));
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'detached' });
    const saved = (await context.cookies(siteUrl())).find((cookie) => cookie.name === COOKIE_SETTINGS_NAME);
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toEqual({
      approved: ['statistical', 'marketing'],
    });

    // The skip link first, as a keyboard user would, then on to the course's card.
    await tabTo(page, named('a', 'Gå direkt till innehåll'), { maxPresses: 5 });
    await page.keyboard.press('Enter');
    await tabTo(page, (control) => control.tag === 'a' && control.text === course.title, { maxPresses: 120 });
    await page.keyboard.press('Enter');
    await waitForPath(page, `/${course.slug}`);
    await settled(page);
    await tabTo(page, named('a', 'Starta utbildningen'));
    await page.keyboard.press('Enter');
    await expectCoursePage(page, FIRST_PAGE);
    await expectHeadingFocused(page, FIRST_PAGE.episodeTitle);
  });

  it('is stopped at the mandatory question, answers wrongly, then rightly', async () => {
    await pressForward(page, 'Nästa sida');
    await expectCoursePage(page, FIRST_QUESTION_PAGE);
    await expectHeadingFocused(page, FIRST_QUESTION_PAGE.episodeTitle);

    // Enter on `Nästa sida` without an answer: focus is taken to the question.
    await pressForward(page, 'Nästa sida');
    await expect.poll(async () => (await focusedControl(page)).group).toContain(firstQuestion.title);
    expect(new URL(page.url()).pathname).toBe(FIRST_QUESTION_PAGE.path);

    await answerByKeys(page, firstQuestion, wrongLabels(firstQuestion));
    expect(await checkByKeys(page, firstQuestion)).toContain(firstQuestion.wrongHeading);
    await backIntoQuestion(page, firstQuestion);
    await answerByKeys(page, firstQuestion);
    expect(await checkByKeys(page, firstQuestion)).toContain(firstQuestion.correctHeading);
    await pressForward(page, 'Nästa sida');
  });

  it('answers every question up to the middle of chapter 2', async () => {
    const from = course.pages.indexOf(FIRST_QUESTION_PAGE) + 1;
    await walkCourseByKeys(page, course, from, course.pages.indexOf(RELOAD_PAGE));
    await expectCoursePage(page, RELOAD_PAGE);
    await answerByKeys(page, answeredBeforeReload);
  });

  it('reloads, and comes back through the presentation’s continue link', async () => {
    await page.reload();
    await expectCoursePage(page, RELOAD_PAGE);
    await expectAnswerShown(page, answeredBeforeReload);
    expect(await shownAnswer(page, openAtReload)).toEqual([]);

    // Back up from the heading to the course's name, which leads to its presentation.
    await expectHeadingFocused(page, RELOAD_PAGE.episodeTitle);
    await tabTo(page, named('a', course.title), { backwards: true, maxPresses: 5 });
    await page.keyboard.press('Enter');
    await waitForPath(page, `/${course.slug}`);
    await settled(page);
    await tabTo(page, named('a', 'Fortsätt utbildningen'));
    await page.keyboard.press('Enter');
    await expectCoursePage(page, RELOAD_PAGE);
    await expectAnswerShown(page, answeredBeforeReload);
  });

  it('answers the rest and goes through every page to the evaluation', async () => {
    await answerAllByKeys(page, RELOAD_PAGE.questions.slice(1));
    await pressForward(page, 'Nästa sida');
    await walkCourseByKeys(page, course, course.pages.indexOf(RELOAD_PAGE) + 1, course.pages.length);
    await expectEndPage(page, `/${course.slug}/utvardering`, 'Utvärdering');
    await expectHeadingFocused(page, 'Utvärdering');
  });

  it('answers the evaluation and completes the course', async () => {
    await answerAllByKeys(page, course.evaluation);
    await pressForward(page, 'Slutför utbildning');
    await expectEndPage(page, `/${course.slug}/tack`, 'Tack för att du har gått utbildningen');
    await expectHeadingFocused(page, 'Tack för att du har gått utbildningen');
  });

  it('requests the certificate from the keyboard and finds it in the mail', async () => {
    await tabTo(page, (control) => control.label.startsWith('För- och efternamn'));
    await page.keyboard.type('Tangent Tabsson');
    await page.keyboard.press('Tab');
    expect((await focusedControl(page)).label).toContain('E-postadress');
    await page.keyboard.type(email);
    await tabTo(page, named('button', 'Skicka certifikatet'), { maxPresses: 3 });
    await page.keyboard.press('Enter');
    await page.getByText(`Certifikatet är skickat till ${email}.`).waitFor();
    // The confirmation takes focus, so it is read out.
    await expect
      .poll(async () => (await focusedControl(page)).text)
      .toBe(`Certifikatet är skickat till ${email}.`);

    const mail = await findMail(siteOutbox(), { to: email, kind: 'certificate' });
    expect(mail.text).toContain('Hej!');
    expect(mail.text).not.toContain('Tangent Tabsson');
    const [pdf] = mailAttachments(mail.file);
    expect(pdf && isPdf(pdf.content)).toBe(true);
  });
});
