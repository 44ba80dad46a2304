import type { Page } from './browser-deps';
import { settled, waitForPath } from './page-ready';
import { submitLoginForm } from './session';

/** A course's presentation as a visitor sees a login course: locked, with a way to log in. */
export async function logInFromCourse(page: Page, slug: string, email: string, password: string) {
  await page.getByText('Status: Kräver inloggning', { exact: true }).waitFor();
  await page.getByRole('link', { name: 'Logga in för att gå utbildningen' }).click();
  await submitLoginForm(page, email, password);
  // Back at the course, logged in.
  await waitForPath(page, `/${slug}`);
  await page.getByRole('button', { name: /^Inloggad som/ }).waitFor();
  await settled(page);
}

/** Logs out as a user does: the user menu's `Logga ut`, confirmed in the question. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Inloggad som/ }).click();
  await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
  const question = page.getByRole('dialog', { name: 'Logga ut?' });
  await question.getByRole('button', { name: 'Logga ut', exact: true }).click();
  await page.getByRole('link', { name: 'Logga in / Skapa konto' }).waitFor();
}
