import type { Locator } from './browser-deps';

/** An element's text, whitespace collapsed ('' when it has none). */
export async function textOf(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}
