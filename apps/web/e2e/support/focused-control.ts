import type { Page } from './browser-deps';

/**
 * Where keyboard focus is, described for form controls (keyboard.ts describes any element),
 * and walking a page with Tab until a control is reached.
 */

/** What has focus, with what a keyboard journey needs to know about form controls. */
export interface FocusedControl {
  tag: string;
  /** An input's type (`radio`, `checkbox`, `text` …), else ''. */
  type: string;
  /** Text content, whitespace collapsed. */
  text: string;
  /** A control's label(s), whitespace collapsed. */
  label: string;
  /** The legend of the fieldset it is in (a question's title), else ''. */
  group: string;
  checked: boolean;
  /** The name of the dialog it is in, else ''. */
  dialog: string;
}

export function focusedControl(page: Page): Promise<FocusedControl> {
  return page.evaluate(() => {
    const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
    const element = document.activeElement ?? document.body;
    const labels = 'labels' in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    const dialog = element.closest('[role="dialog"]');
    const dialogTitle = dialog?.getAttribute('aria-labelledby');
    return {
      tag: element.tagName.toLowerCase(),
      type: element instanceof HTMLInputElement ? element.type : '',
      text: clean(element.textContent),
      label: clean(labels.map((label) => label.textContent).join(' ')),
      group: clean(element.closest('fieldset')?.querySelector('legend')?.textContent),
      checked: element instanceof HTMLInputElement && element.checked,
      dialog: clean(dialogTitle ? document.getElementById(dialogTitle)?.textContent : ''),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control is the one looked for. Fails with the
 * way focus went, so an unreachable control or a focus trap is easy to see.
 */
export async function tabTo(
  page: Page,
  found: (control: FocusedControl) => boolean,
  options: { backwards?: boolean; maxPresses?: number } = {},
): Promise<FocusedControl> {
  const visited: string[] = [];
  for (let press = 0; press < (options.maxPresses ?? 80); press++) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    const control = await focusedControl(page);
    if (found(control)) {
      return control;
    }
    visited.push(
      `${control.tag}${control.type ? `[${control.type}]` : ''} "${(control.label || control.text).slice(0, 30)}"`,
    );
  }
  throw new Error(`Tab never reached the control. Focus went: ${visited.join(' → ')}`);
}

/** A button or link by the start of its text (arrows and hidden words may follow). */
export function named(tag: 'a' | 'button', text: string) {
  return (control: FocusedControl) => control.tag === tag && control.text.startsWith(text);
}
