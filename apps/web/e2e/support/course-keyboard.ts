import { expect } from 'vitest';
import type { Page } from './browser-deps';
import { feedbackOf, VERDICT } from './course-answers';
import { type CourseContent, type CourseQuestion, rightLabels, sampleText } from './course-content';
import { expectCoursePage } from './course-pages';
import { type FocusedControl, focusedControl, named, tabTo } from './focused-control';
import { textOf } from './locator-text';

/**
 * A course with the keyboard alone: Tab and Shift+Tab to move, arrow keys inside a radio
 * group, Space on checkboxes, Enter on buttons and links, typing into the focused field.
 * Nothing here clicks or fills.
 */

function inQuestion(question: CourseQuestion) {
  return (control: FocusedControl) =>
    question.kind === 'text'
      ? control.label.includes(question.title)
      : control.group.includes(question.title) && (control.type === 'radio' || control.type === 'checkbox');
}

/** Moves focus into a question (forwards), unless it is already there. */
async function focusQuestion(page: Page, question: CourseQuestion): Promise<void> {
  if (!inQuestion(question)(await focusedControl(page))) {
    await tabTo(page, inQuestion(question));
  }
}

/** Shift+Tab back into a question above, e.g. from its `Rätta svaret` to change the answer. */
export async function backIntoQuestion(page: Page, question: CourseQuestion): Promise<void> {
  await tabTo(page, inQuestion(question), { backwards: true });
}

/** In a radio group: arrow keys move and choose; Space chooses the focused option. */
async function chooseRadio(page: Page, question: CourseQuestion, label: string): Promise<void> {
  let control = await focusedControl(page);
  for (let press = 0; press < question.options.length && control.label !== label; press++) {
    await page.keyboard.press('ArrowDown');
    control = await focusedControl(page);
  }
  expect(control.label, `${question.title}: option reached`).toBe(label);
  if (!control.checked) {
    await page.keyboard.press('Space');
  }
}

/** Checkboxes one by one with Tab, each ticked or unticked with Space as needed. */
async function tickCheckboxes(page: Page, question: CourseQuestion, labels: readonly string[]) {
  for (const [index, option] of question.options.entries()) {
    if (index > 0) {
      await page.keyboard.press('Tab');
    }
    const control = await focusedControl(page);
    expect(control.label, `${question.title}: option ${index + 1}`).toBe(option.label);
    if (control.checked !== labels.includes(option.label)) {
      await page.keyboard.press('Space');
    }
  }
}

/** Answers a question from the keyboard (rightly by default). */
export async function answerByKeys(
  page: Page,
  question: CourseQuestion,
  labels: readonly string[] = rightLabels(question),
): Promise<void> {
  await focusQuestion(page, question);
  if (question.kind === 'text') {
    await page.keyboard.type(sampleText(question));
  } else if (question.kind === 'radio') {
    await chooseRadio(page, question, labels[0] ?? '');
  } else {
    await tickCheckboxes(page, question, labels);
  }
}

/** Tabs to the question's `Rätta svaret`, presses Enter and returns the verdict. */
export async function checkByKeys(page: Page, question: CourseQuestion): Promise<string> {
  await tabTo(
    page,
    (control) => named('button', 'Rätta svaret')(control) && control.group.includes(question.title),
  );
  await page.keyboard.press('Enter');
  const feedback = feedbackOf(page, question);
  // A course that gives a certificate checks on the server: "Svaret rättas …" comes first.
  await expect.poll(() => textOf(feedback)).toMatch(VERDICT);
  return textOf(feedback);
}

/** Answers every question of a page rightly, checking the graded ones. */
export async function answerAllByKeys(page: Page, questions: readonly CourseQuestion[]): Promise<void> {
  for (const question of questions) {
    await answerByKeys(page, question);
    if (question.graded) {
      expect(await checkByKeys(page, question), question.title).toContain(question.correctHeading);
    }
  }
}

/**
 * From the page shown (by its index in the course) forward to the page at `until`, as in
 * course-pages.ts' `walkCourse` but by keyboard: each page opens with focus on its heading,
 * every question is answered, and the forward button is reached with Tab and pressed.
 */
export async function walkCourseByKeys(
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
    await expectHeadingFocused(page, coursePage.episodeTitle);
    await answerAllByKeys(page, coursePage.questions);
    await pressForward(page, index === course.pages.length - 1 ? 'Till utvärdering' : 'Nästa sida');
  }
}

/** Each step of a course starts with focus on its `<h1>`, so a screen reader says where it is. */
export async function expectHeadingFocused(page: Page, heading: string): Promise<void> {
  await expect.poll(() => focusedControl(page)).toMatchObject({ tag: 'h1', text: heading });
}

/** Tabs to the course's forward button (`Nästa sida` …) and presses Enter. */
export async function pressForward(page: Page, label: string): Promise<void> {
  await tabTo(page, named('button', label));
  await page.keyboard.press('Enter');
}
