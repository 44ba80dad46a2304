import { expect } from 'vitest';
import type { BrowserContext, Locator, Page } from './browser-deps';
import { answerAll } from './course-answers';
import type { CourseContent, CoursePage } from './course-content';
import { textOf } from './locator-text';
import { networkQuiet } from './network-quiet';
import { waitForPath } from './page-ready';

/** The way between the steps of a course: `Föregående`, `Nästa sida`, `Till utvärdering` … */
export function courseNavigation(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Sidor i utbildningen' });
}

/** The forward button of a course page (`Nästa sida`, `Till utvärdering`, `Slutför utbildning`). */
export function forwardButton(page: Page, label: string): Locator {
  return courseNavigation(page).getByRole('button', { name: label, exact: true });
}

/** The save state under the heading, e.g. `Dina svar: Sparat` (a live region). */
export function saveState(page: Page): Locator {
  return page.getByRole('status').filter({ hasText: 'Dina svar:' });
}

/** The save state's words, e.g. `Dina svar: ✓ Sparat`. */
export function saveStateText(page: Page): Promise<string> {
  return textOf(saveState(page));
}

/**
 * Waits until the save state says this (`Sparat`, `Sparas strax`, `Inte sparat ännu …`). A push
 * is a request to the server, so this waits longer than a poll's default second.
 */
export async function expectSaveState(page: Page, words: string): Promise<void> {
  await expect.poll(() => saveStateText(page), { timeout: 10_000 }).toMatch(new RegExp(`${words}$`));
}

/**
 * Waits until the browser shows a page of the course: its address, its episode's title as
 * the `<h1>`, where it is (`Sida 2 av 3`) and the title's level suffix (SPEC §2).
 */
export async function expectCoursePage(page: Page, coursePage: CoursePage): Promise<void> {
  await waitForPath(page, coursePage.path);
  await page.getByRole('heading', { level: 1, name: coursePage.episodeTitle, exact: true }).waitFor();
  await page.getByText(`Sida ${coursePage.page} av ${coursePage.pagesInEpisode}`, { exact: true }).waitFor();
  const levels = `Kapitel ${coursePage.chapter} Episod ${coursePage.episode} Sida ${coursePage.page}`;
  await expect.poll(() => page.title()).toContain(levels);
  await networkQuiet(page);
}

/** Waits for an end page of the course by its address and `<h1>`. */
export async function expectEndPage(page: Page, path: string, heading: string): Promise<void> {
  await waitForPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await networkQuiet(page);
}

/**
 * Keeps a journey on the site: requests to other hosts (the video player once marketing
 * cookies are accepted) are refused at once, so a run does not depend on the internet and a
 * keyboard journey never tabs into a third party's player.
 */
export async function keepToSite(context: BrowserContext, origin: string): Promise<void> {
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.abort('blockedbyclient'),
  );
}

/**
 * From the page shown (by its index in the course) forward to the page at `until`, answering
 * every question rightly and checking each page on the way; the last page goes on to the
 * evaluation.
 */
export async function walkCourse(
  page: Page,
  course: CourseContent,
  from: number,
  until: number,
): Promise<void> {
  for (let index = from; index < until; index++) {
    const coursePage = course.pages[index];
    if (!coursePage) {
      throw new Error(`No page ${index} in ${course.slug}.`);
    }
    await expectCoursePage(page, coursePage);
    await answerAll(page, coursePage.questions);
    const last = index === course.pages.length - 1;
    await forwardButton(page, last ? 'Till utvärdering' : 'Nästa sida').click();
  }
}
