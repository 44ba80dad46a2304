import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, describeFindings } from '../support/axe';
import { launchChromium, newSiteContext, type SiteContextOptions } from '../support/browser';
import type { Browser, BrowserContext, Page } from '../support/browser-deps';
import { openPage } from '../support/page-ready';
import { apiLogin, chooseNoCookies, DEMO_ACCOUNTS, storeSessionToken } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Journey 6, part 1: what opens over a page is checked open — the cookie popup on a first
// visit, the user menu, the mobile drawer and the logout question.

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

afterAll(async () => {
  await browser?.close();
});

interface Visit extends SiteContextOptions {
  /** A demo account's address; a visitor without. */
  as?: string;
  /** Whether the cookie choice is made before; a first visit has none. @default true */
  cookiesChosen?: boolean;
}

async function visit(path: string, options: Visit = {}): Promise<Page> {
  context = await newSiteContext(browser, options);
  if (options.cookiesChosen !== false) {
    await chooseNoCookies(context, siteUrl());
  }
  if (options.as) {
    await storeSessionToken(context, siteUrl(), await apiLogin(siteUrl(), options.as));
  }
  const page = await context.newPage();
  await openPage(page, path);
  return page;
}

async function expectNoViolations(page: Page): Promise<void> {
  const findings = await axeViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);
}

describe('the cookie popup', () => {
  for (const viewport of ['desktop', 'mobile'] as const) {
    it(`is accessible on a first visit, home view then settings (${viewport})`, async () => {
      const page = await visit('/', { cookiesChosen: false, viewport });
      const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
      await popup.waitFor();
      await expectNoViolations(page);

      await popup.getByRole('button', { name: 'Inställningar' }).click();
      await page.getByRole('dialog', { name: 'Inställningar för kakor' }).waitFor();
      await expectNoViolations(page);
    });
  }

  it('leaves an accessible page once the visitor has chosen', async () => {
    const page = await visit('/jamstalldhet-i-skolan', { cookiesChosen: false });
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.getByRole('button', { name: 'Neka alla' }).click();
    await popup.waitFor({ state: 'detached' });
    await expectNoViolations(page);
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
      await expectNoViolations(page);
    });
  }

  it('the logout question open', async () => {
    const page = await visit('/mina-sidor', { as: DEMO_ACCOUNTS.student });
    await page.getByRole('button', { name: /^Inloggad som/ }).click();
    await page.getByRole('button', { name: 'Logga ut', exact: true }).click();
    await page.getByRole('dialog', { name: 'Logga ut?' }).waitFor();
    await expectNoViolations(page);
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
      await expectNoViolations(page);
    });
  }
});
