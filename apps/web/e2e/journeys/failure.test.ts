import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { answer, expectAnswerShown } from '../support/course-answers';
import {
  type CourseQuestion,
  pageAt,
  questionAt,
  readCourse,
  rightLabels,
  syncIntervalMs,
} from '../support/course-content';
import { expectCoursePage, expectSaveState, forwardButton, keepToSite } from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { openPage, settled } from '../support/page-ready';
import {
  apiGet,
  apiLogin,
  apiPost,
  chooseNoCookies,
  type RegisteredUser,
  registerUser,
  storeSessionToken,
  submitLoginForm,
} from '../support/session';
import { sharedSiteServer, siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Journey 5: things go wrong during a course. The server goes away (stopped, as a crash or a
// lost connection would look to the browser) while a logged-in learner answers; later their
// session is revoked. The learner must see what happens and lose no answer. One restart of
// the shared server per run: it takes 13–19 s.

const course = readCourse(EDUCATION_SLUGS.users);
const SAVED_PAGE = pageAt(course, 1, 1, 2);
const OUTAGE_PAGE = pageAt(course, 1, 2, 2);
const answeredWhileDown = questionAt(OUTAGE_PAGE, 0);
const answeredLoggedOut = questionAt(OUTAGE_PAGE, 1);
const SYNC_INTERVAL_MS = syncIntervalMs();

interface ServerProgress {
  entries: { blockId: string; values: string[]; part: string }[];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
let learner: RegisteredUser;
let serverDown = false;

beforeAll(async () => {
  browser = await launchChromium();
  learner = await registerUser(siteUrl(), 'Frida');
  context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await keepToSite(context, siteUrl());
  await storeSessionToken(context, siteUrl(), learner.token);
  // The clock runs as usual; a step moves it on by one sync interval, as a learner who waits.
  await context.clock.install();
  page = await context.newPage();
});

afterAll(async () => {
  // The other journeys need the server, whatever happened here.
  if (serverDown) {
    await sharedSiteServer().start();
  }
  await context?.close();
  await browser?.close();
});

/** The learner's answers as the server has them (`GET /api/progress/{id}`). */
async function serverAnswer(blockId: string, token = learner.token): Promise<string[] | undefined> {
  const progress = await apiGet<ServerProgress>(siteUrl(), `/api/progress/${course.id}`, token);
  return progress.entries.find((entry) => entry.blockId === blockId && entry.part === 'normal')?.values;
}

/** The answers this device holds for a block, for any owner (`localStorage` key `progress`). */
function deviceAnswer(blockId: string): Promise<string[] | undefined> {
  return page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('progress') ?? '{}') as {
      users?: Record<string, Record<string, { entries: { blockId: string; values: string[] }[] }>>;
    };
    const entries = Object.values(stored.users ?? {}).flatMap((courses) =>
      Object.values(courses).flatMap((progress) => progress.entries),
    );
    return entries.find((entry) => entry.blockId === id)?.values;
  }, blockId);
}

/** The option ids of the right answer, as the server stores them. */
function rightIds(question: CourseQuestion): string[] {
  const labels = rightLabels(question);
  return question.options.filter((option) => labels.includes(option.label)).map((option) => option.id);
}

describe.sequential('journey 5: failures during a course', () => {
  stopAfterFirstFailure();

  it('a logged-in learner is mid-course with the answers saved', async () => {
    await openPage(page, `/${course.slug}`);
    await page.getByRole('link', { name: 'Starta utbildningen' }).click();
    await forwardButton(page, 'Nästa sida').click();
    await expectCoursePage(page, SAVED_PAGE);
    for (const question of SAVED_PAGE.questions) {
      await answer(page, question);
    }
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Sparat');
    await forwardButton(page, 'Nästa sida').click();
    await forwardButton(page, 'Nästa sida').click();
    await expectCoursePage(page, OUTAGE_PAGE);
  });

  it('the server goes down: the failed save is shown and the answer stays on the device', async () => {
    serverDown = true;
    await sharedSiteServer().stop();
    await answer(page, answeredWhileDown);
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Inte sparat ännu – vi försöker igen');
    await expectAnswerShown(page, answeredWhileDown);
    // The server cannot serve a reload now; the answer is kept on this device instead.
    expect(await deviceAnswer(answeredWhileDown.blockId)).toEqual(rightIds(answeredWhileDown));

    // Leaving now would lose the answer: the browser asks first, and the learner stays.
    const warning = page.waitForEvent('dialog');
    const reload = page.reload({ timeout: 3_000 }).then(
      () => 'left',
      () => 'stayed',
    );
    const dialog = await warning;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    expect(await reload).toBe('stayed');
    await expectAnswerShown(page, answeredWhileDown);
  });

  it('after the restart the answer reaches the server within one sync interval', async () => {
    await sharedSiteServer().start();
    serverDown = false;
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Sparat');
    expect(await serverAnswer(answeredWhileDown.blockId)).toEqual(rightIds(answeredWhileDown));
  });

  it('a revoked session during the course: the learner is told and sent to log in', async () => {
    await apiPost(siteUrl(), '/api/logout', learner.token);
    await answer(page, answeredLoggedOut);
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await page.getByText('Du har blivit utloggad.').waitFor();
    await page.waitForURL((url) => url.pathname === '/anvandare/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(OUTAGE_PAGE.path);
    await page.getByRole('heading', { level: 1, name: 'Logga in' }).waitFor();
    // The answer the server refused is still on the device.
    expect(await deviceAnswer(answeredLoggedOut.blockId)).toEqual(rightIds(answeredLoggedOut));
  });

  it('logging in again brings the learner back, and the kept answer reaches the server', async () => {
    await submitLoginForm(page, learner.email, learner.password);
    await expectCoursePage(page, OUTAGE_PAGE);
    await settled(page);
    await expectAnswerShown(page, answeredLoggedOut);
    await page.clock.fastForward(SYNC_INTERVAL_MS);
    await expectSaveState(page, 'Sparat');
    const token = await apiLogin(siteUrl(), learner.email, learner.password);
    expect(await serverAnswer(answeredLoggedOut.blockId, token)).toEqual(rightIds(answeredLoggedOut));
  });
});
