import { expect } from 'vitest';
import type { Locator, Page } from './browser-deps';
import { type CourseQuestion, rightLabels, sampleText } from './course-content';
import { textOf } from './locator-text';

/**
 * Answering a course's questions as a learner does with a mouse: by the question's title
 * (its legend or label) and the options' labels. Keyboard-only answering is in
 * course-keyboard.ts.
 */

/** The question on the page: its fieldset (choices) or its text field. */
export function questionOn(page: Page, question: CourseQuestion): Locator {
  return question.kind === 'text'
    ? page.getByRole('textbox', { name: question.title })
    : page.getByRole('group', { name: question.title });
}

function option(page: Page, question: CourseQuestion, label: string): Locator {
  const role = question.kind === 'radio' ? 'radio' : 'checkbox';
  return questionOn(page, question).getByRole(role, { name: label, exact: true });
}

/** Gives these answers (the right ones by default), unticking any other checkbox. */
export async function answer(
  page: Page,
  question: CourseQuestion,
  labels: readonly string[] = rightLabels(question),
): Promise<void> {
  if (question.kind === 'text') {
    await questionOn(page, question).fill(sampleText(question));
    return;
  }
  if (question.kind === 'radio') {
    await option(page, question, labels[0] ?? '').check();
    return;
  }
  for (const choice of question.options) {
    const box = option(page, question, choice.label);
    if (labels.includes(choice.label)) {
      await box.check();
    } else if (await box.isChecked()) {
      await box.uncheck();
    }
  }
}

/** The labels of the options ticked now, or the text written. */
export async function shownAnswer(page: Page, question: CourseQuestion): Promise<string[]> {
  if (question.kind === 'text') {
    const value = await questionOn(page, question).inputValue();
    return value === '' ? [] : [value];
  }
  const ticked: string[] = [];
  for (const choice of question.options) {
    if (await option(page, question, choice.label).isChecked()) {
      ticked.push(choice.label);
    }
  }
  return ticked;
}

/** The page shows the answer given before (the right one by default). */
export async function expectAnswerShown(
  page: Page,
  question: CourseQuestion,
  labels: readonly string[] = question.kind === 'text' ? [sampleText(question)] : rightLabels(question),
): Promise<void> {
  await expect
    .poll(() => shownAnswer(page, question), { message: question.title, timeout: 5_000 })
    .toEqual([...labels]);
}

/** What a checked answer's feedback says, in words (the icon aside). */
export const VERDICT = /Rätt svar|Fel svar/;

/** The feedback area of a graded question (a live region, empty until `Rätta svaret`). */
export function feedbackOf(page: Page, question: CourseQuestion): Locator {
  return questionOn(page, question).getByRole('status');
}

/** Presses `Rätta svaret` and waits for the verdict, returning its text. */
export async function checkAnswer(page: Page, question: CourseQuestion): Promise<string> {
  await questionOn(page, question).getByRole('button', { name: 'Rätta svaret' }).click();
  const feedback = feedbackOf(page, question);
  // A course that gives a certificate checks on the server: "Svaret rättas …" comes first.
  await expect.poll(() => textOf(feedback)).toMatch(VERDICT);
  return textOf(feedback);
}

/** Answers every question on the page rightly (graded ones checked with `Rätta svaret`). */
export async function answerAll(page: Page, questions: readonly CourseQuestion[]): Promise<void> {
  for (const question of questions) {
    await answer(page, question);
    if (question.graded) {
      expect(await checkAnswer(page, question), question.title).toContain(question.correctHeading);
    }
  }
}
