import { describe, expect, it } from 'vitest';
import { expectNoAxeFindings } from '../support/axe';
import { freshProfileEachTest } from '../support/fresh-profile';
import { DEMO_ACCOUNTS } from '../support/session';

// Journey 6, part 1: what opens over a page is checked open — the cookie popup on a first
// visit, the user menu, the mobile drawer and the logout question.

const visit = freshProfileEachTest();

describe('the cookie popup', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`is accessible on a first visit, home view then settings (${viewport})`, async () => {
      const page = await visit('/', { cookiesChosen: false, viewport });
      const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
      await popup.waitFor();
      await expectNoAxeFindings(page);

      await popup.getByRole('button', { name: 'Inställningar' }).click();
      await page.getByRole('dialog', { name: 'Inställningar för kakor' }).waitFor();
      await expectNoAxeFindings(page);
    });
  }

  it('leaves an accessible page once the visitor has chosen', async () => {
    const page = await visit('/jamstalldhet-i-skolan', { cookiesChosen: false });
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.getByRole('button', { name: 'Neka alla' }).click();
    await popup.waitFor({ state: 'detached' });
    await expectNoAxeFindings(page);
  });
});

describe('menus and popups of the header', () => {
  // The two menus of SPEC §2: ordinary users' and internal users'.
  for (const account of [DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.internal]) {
    it(`the user menu open, ${account}`, async () => {
      const page = await visit('/', { as: account });
      const menuButton = page.getByRole('button', { name: /^Inloggad som/ });
      await menuButton.click();
      await expect.poll(() => menuButton.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('link', { name: 'Mina utbildningar' }).waitFor();
      await expectNoAxeFindings(page);
    });
  }

  it('the logout question open', async () => {
    const page = await visit('/mina-sidor', { as: DEMO_ACCOUNTS.student });
    await page.getByRole('button', { name: /^Inloggad som/ }).click();
    await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
    await page.getByRole('dialog', { name: 'Logga ut?' }).waitFor();
    await expectNoAxeFindings(page);
  });

  for (const account of [undefined, DEMO_ACCOUNTS.student, DEMO_ACCOUNTS.internal]) {
    it(`the mobile drawer open at 375 px, ${account ?? 'anonymous'}`, async () => {
      const page = await visit('/om-webbutbildningarna', {
        viewport: 'mobile',
        ...(account ? { as: account } : {}),
      });
      const menuButton = page.getByRole('button', { name: 'Meny', exact: true });
      await menuButton.click();
      await page.getByRole('navigation', { name: 'Meny' }).waitFor();
      await expectNoAxeFindings(page);
    });
  }
});
