import type { Locator, Page } from './browser-deps';

/**
 * With DOCS_SCREENSHOTS set to a folder, saves what the editor's guide (docs/content.md) shows:
 * the page's window, or one part of it. The guide's pictures come from the journeys, so they
 * show what the product does.
 */
export async function docsSnapshot(page: Page, name: string, part?: Locator): Promise<void> {
  const folder = process.env.DOCS_SCREENSHOTS;
  if (!folder) {
    return;
  }
  const path = `${folder}/${name}.png`;
  if (part) {
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path });
  } else {
    await page.screenshot({ path });
  }
}
