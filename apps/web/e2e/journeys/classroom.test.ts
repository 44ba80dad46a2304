import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { launchChromium, newSiteContext } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { readCourse } from '../support/course-content';
import { expectSaveState, keepToSite, walkCourse } from '../support/course-pages';
import { stopAfterFirstFailure } from '../support/journey-steps';
import { currentPath, openPage, settled, waitForPath } from '../support/page-ready';
import {
  apiLogin,
  chooseNoCookies,
  DEMO_ACCOUNTS,
  type RegisteredUser,
  registerUser,
  storeSessionToken,
  submitLoginForm,
} from '../support/session';
import { siteUrl } from '../support/shared-site';
import { EDUCATION_SLUGS } from './site-routes';

// Issue 14: a teacher invites a pupil to the classroom with a code; the pupil joins, takes a
// chapter, and the teacher's results page and CSV show it. A pupil opening the teacher's and
// the administrators' pages is refused. axe checks every new page on the way.

const ROOM_TITLE = 'Klassrum 7B'; // demo content: the teacher Lars teaches it; its course is the open one
const course = readCourse(EDUCATION_SLUGS.open);
const chapterOne = course.pages.filter((coursePage) => coursePage.chapter === 1).length;

let browser: Browser;
let teacherContext: BrowserContext;
let pupilContext: BrowserContext;
let teacher: Page;
let pupil: Page;
let learner: RegisteredUser;
let code = '';
let teacherPagePath = '';

async function contextAs(token: string): Promise<BrowserContext> {
  const context = await newSiteContext(browser);
  await chooseNoCookies(context, siteUrl());
  await keepToSite(context, siteUrl());
  await storeSessionToken(context, siteUrl(), token);
  return context;
}

/** axe on the page once it has settled. */
async function expectAccessible(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeFindings(page);
}

beforeAll(async () => {
  browser = await launchChromium();
  learner = await registerUser(siteUrl(), 'Pia');
  teacherContext = await contextAs(await apiLogin(siteUrl(), DEMO_ACCOUNTS.teacher));
  pupilContext = await contextAs(learner.token);
  teacher = await teacherContext.newPage();
  pupil = await pupilContext.newPage();
  teacherContext.setDefaultTimeout(15_000);
  pupilContext.setDefaultTimeout(15_000);
});

afterAll(async () => {
  await teacherContext?.close();
  await pupilContext?.close();
  await browser?.close();
});

describe.sequential('a teacher’s classroom', () => {
  stopAfterFirstFailure();

  it('the teacher finds the room’s page from my classrooms and makes a join code', async () => {
    await openPage(teacher, '/mina-sidor/mina-klassrum');
    await teacher.getByRole('link', { name: `Kod, deltagare och resultat för ${ROOM_TITLE}` }).click();
    await teacher.getByRole('heading', { level: 1, name: ROOM_TITLE }).waitFor();
    teacherPagePath = currentPath(teacher);
    expect(teacherPagePath).toMatch(/^\/mina-sidor\/rum\/\d+$/);
    // Another run may have left a code: a new one is made either way.
    await teacher.getByRole('button', { name: /^Skapa en (ny )?kod$/ }).click();
    await teacher.getByRole('status').filter({ hasText: 'En ny kod är skapad.' }).waitFor();
    code = (await teacher.locator('.web-staff-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[2-9A-Z]{8}$/);
    await expectAccessible(teacher);
  });

  it('the pupil joins with the code on the join page and lands in the room', async () => {
    await openPage(pupil, '/mina-sidor/mina-klassrum');
    await pupil.getByRole('link', { name: 'Gå med i ett rum med en kod från din lärare' }).click();
    await pupil.getByRole('heading', { level: 1, name: 'Gå med i ett rum' }).waitFor();
    // A wrong code is refused next to the field, and focus stays there.
    await pupil.getByLabel('Kod').fill('FEL');
    await pupil.getByRole('button', { name: 'Gå med' }).click();
    await pupil.getByText('Koden finns inte eller har gått ut. Be din lärare om en ny kod.').waitFor();
    expect(await pupil.getByLabel('Kod').getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(pupil);
    await pupil.getByLabel('Kod').fill(code.toLowerCase());
    await pupil.getByRole('button', { name: 'Gå med' }).click();
    await waitForPath(pupil, '/klassrum-7b');
    await pupil.getByRole('heading', { level: 1, name: ROOM_TITLE }).waitFor();
  });

  it('another pupil opens the teacher’s link, logs in on the way, confirms and is in the room', async () => {
    const classmate = await registerUser(siteUrl(), 'Kim');
    const context = await newSiteContext(browser);
    try {
      await chooseNoCookies(context, siteUrl());
      const page = await context.newPage();
      await openPage(page, `/mina-sidor/ga-med/${code}`);
      await waitForPath(page, `/anvandare/login?next=${encodeURIComponent(`/mina-sidor/ga-med/${code}`)}`);
      await submitLoginForm(page, classmate.email, classmate.password);
      // Back on the link's page, which asks before joining (issue 21): opening it joined nothing.
      await waitForPath(page, `/mina-sidor/ga-med/${code}`);
      await page.getByRole('heading', { level: 1, name: `Gå med i ${ROOM_TITLE}` }).waitFor();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Gå med', exact: true }).click();
      await waitForPath(page, '/klassrum-7b');
      await page.getByRole('heading', { level: 1, name: ROOM_TITLE }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('the pupil takes the first chapter of the room’s course', async () => {
    await openPage(pupil, course.pages[0]?.path ?? '/');
    await walkCourse(pupil, course, 0, chapterOne);
    await expectSaveState(pupil, 'Sparat');
  });

  it('the teacher sees the pupil in the results, and the CSV says the same', async () => {
    await teacher.reload();
    await settled(teacher);
    const row = teacher.getByRole('row', { name: new RegExp(`^${learner.firstName} Testsson`) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toBe('Påbörjad');
    expect(cells[1]).toMatch(
      new RegExp(`^[1-9]\\d* av ${new Set(course.pages.map((p) => p.chapter)).size}$`),
    );

    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('link', { name: 'Ladda ner resultaten som CSV (för Excel)' }).click(),
    ]);
    const bytes = await readFile((await download.path()) ?? '');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8');
    expect(text).toContain('Förnamn;Efternamn;Utbildning;Status;Kapitel klara;Kapitel totalt;Genomförd');
    expect(text).toContain(
      `${learner.firstName};Testsson;${course.title};Påbörjad;${cells[1]?.split(' ')[0]};`,
    );
  });

  it('the pupil is refused the teacher’s page and the administrators’ pages', async () => {
    await openPage(pupil, teacherPagePath);
    await pupil.getByRole('heading', { level: 1, name: 'Rummet finns inte' }).waitFor();
    expect(await pupil.locator('.web-staff-code').count()).toBe(0);
    expect(await pupil.getByRole('table').count()).toBe(0);
    await expectAccessible(pupil);

    await openPage(pupil, '/mina-sidor/administration/ansokningar');
    await pupil.getByRole('heading', { level: 1, name: 'Du har inte behörighet till sidan' }).waitFor();
    expect(await pupil.getByRole('table').count()).toBe(0);
    await expectAccessible(pupil);
  });

  it('the teacher removes the pupil after a confirmation; the room is gone from the pupil’s list', async () => {
    await teacher.getByRole('button', { name: `Ta bort ${learner.firstName} Testsson` }).click();
    await teacher.getByRole('dialog').getByRole('button', { name: 'Ta bort' }).click();
    await teacher.getByRole('status').filter({ hasText: 'är borttagen från rummet.' }).waitFor();
    await openPage(pupil, '/mina-sidor/mina-klassrum');
    await pupil.getByText('Du är inte med i något klassrum eller grupprum ännu.').waitFor();
  });
});
