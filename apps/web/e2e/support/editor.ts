import type { Page } from './browser-deps';

/**
 * Adds a block of a kind to the page open in the editor, as an editor does with the mouse:
 * "Lägg till block", its name in "Sök blocktyp", then its button.
 */
export async function addBlock(page: Page, kind: string): Promise<void> {
  await page.getByRole('button', { name: 'Lägg till block' }).click();
  const chooser = page.getByRole('region', { name: 'Lägg till block' });
  await chooser.getByRole('searchbox', { name: 'Sök blocktyp' }).fill(kind);
  await chooser.getByRole('button', { name: kind, exact: true }).click();
}
