import type { Page } from './browser-deps';

/** What has keyboard focus, described the way a journey asks about it. */
export interface FocusedElement {
  tag: string;
  id: string;
  /** Its text, whitespace collapsed. */
  text: string;
  role: string | null;
  /** The text of a form control's label. */
  label: string;
  /** The name of the dialog it is in (from aria-labelledby), or null outside dialogs. */
  insideDialog: string | null;
}

export function focusedElement(page: Page): Promise<FocusedElement> {
  return page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const dialog = element.closest('[role="dialog"]');
    const dialogTitleId = dialog?.getAttribute('aria-labelledby');
    const dialogName = dialog
      ? clean(
          dialogTitleId
            ? document.getElementById(dialogTitleId)?.textContent
            : dialog.getAttribute('aria-label'),
        )
      : null;
    const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
    return {
      tag: element.tagName.toLowerCase(),
      id: element.id,
      text: clean(element.textContent),
      role: element.getAttribute('role'),
      label: clean(labels.map((label) => label.textContent).join(' ')),
      insideDialog: dialogName,
    };
  });
}

/**
 * Presses Tab until the focused element is the one looked for, as a keyboard user walks a
 * page. Fails with the way it went, so a missing or unreachable control is easy to see.
 */
export async function tabUntil(
  page: Page,
  found: (element: FocusedElement) => boolean,
  maxPresses = 40,
): Promise<FocusedElement> {
  const visited: string[] = [];
  for (let press = 0; press < maxPresses; press++) {
    await page.keyboard.press('Tab');
    const element = await focusedElement(page);
    if (found(element)) {
      return element;
    }
    visited.push(`${element.tag}${element.id ? `#${element.id}` : ''} "${element.text.slice(0, 40)}"`);
  }
  throw new Error(`Tab never reached the element. Focus went: ${visited.join(' → ')}`);
}
