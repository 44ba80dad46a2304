import { COOKIE_SETTINGS_NAME } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { freshProfileEachTest } from '../support/fresh-profile';
import { focusedElement, tabUntil } from '../support/keyboard';
import { openPage } from '../support/page-ready';
import { DEMO_ACCOUNTS } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Journey 6, part 1: the header and the cookie popup with the keyboard alone — no clicks here.

const open = freshProfileEachTest();

describe('skip links', () => {
  it('the first Tab shows "Gå direkt till innehåll", which moves focus to the main content', async () => {
    const page = await open('/om-webbutbildningarna');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Gå direkt till innehåll' });
    await expect.poll(() => focusedElement(page)).toMatchObject({ text: 'Gå direkt till innehåll' });
    // A skip link hidden off screen while focused would help no one who sees the screen.
    expect(await skip.isVisible()).toBe(true);
    expect(await skip.evaluate((link) => link.getBoundingClientRect().top >= 0)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedElement(page)).toMatchObject({ id: 'innehall', tag: 'main' });
  });

  it('the second, "Gå direkt till menyn", leads to the menu: the next Tab reaches its first link', async () => {
    const page = await open('/om-webbutbildningarna');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedElement(page)).toMatchObject({ text: 'Gå direkt till menyn' });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedElement(page)).toMatchObject({ id: 'meny' });
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedElement(page)).toMatchObject({ tag: 'a', text: 'Alla utbildningar' });
  });
});

describe('the user menu', () => {
  it('opens with Enter, is walked with Tab, and closes with Escape back on its button', async () => {
    const page = await open('/', { as: DEMO_ACCOUNTS.student });
    const button = page.getByRole('button', { name: /^Inloggad som/ });
    await tabUntil(page, (element) => element.tag === 'button' && element.text.startsWith('Inloggad som'));
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedElement(page)).toMatchObject({ text: 'Mina utbildningar' });
    await page.keyboard.press('Escape');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('false');
    await expect(page.getByRole('link', { name: 'Mina utbildningar' }).isVisible()).resolves.toBe(false);
    await expect
      .poll(() => focusedElement(page))
      .toMatchObject({ tag: 'button', text: expect.stringMatching(/^Inloggad som/) });
    // Space works as well as Enter on a button.
    await page.keyboard.press('Space');
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  });

  it('reaches the logout question by keyboard, and Escape closes it', async () => {
    const page = await open('/', { as: DEMO_ACCOUNTS.student });
    await tabUntil(page, (element) => element.tag === 'button' && element.text.startsWith('Inloggad som'));
    await page.keyboard.press('Enter');
    await tabUntil(page, (element) => element.tag === 'button' && element.text === 'Logga ut');
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: 'Logga ut?' });
    await question.waitFor();
    await expect.poll(async () => (await focusedElement(page)).insideDialog).toBe('Logga ut?');
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'hidden' });
  });
});

describe('the cookie popup, keyboard only', () => {
  it('takes focus, keeps Tab inside, and saves a choice made in its settings', async () => {
    const page = await open('/', { cookiesChosen: false });
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.waitFor();
    await expect.poll(async () => (await focusedElement(page)).insideDialog).toBe('Vi använder kakor');

    // Twice round the dialog forwards and backwards: focus never leaves it.
    for (const key of ['Tab', 'Shift+Tab']) {
      for (let press = 0; press < 10; press++) {
        await page.keyboard.press(key);
        expect((await focusedElement(page)).insideDialog, `${key} ${press + 1}`).toBe('Vi använder kakor');
      }
    }
    // Before a choice the site needs an answer: Escape does not close the popup.
    await page.keyboard.press('Escape');
    expect(await popup.isVisible()).toBe(true);

    await tabUntil(page, (element) => element.tag === 'button' && element.text === 'Inställningar');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Inställningar för kakor' }).waitFor();
    await tabUntil(page, (element) => element.role === 'switch' && element.label === 'Kakor för statistik');
    await page.keyboard.press('Space');
    await expect(page.getByRole('switch', { name: 'Kakor för statistik' }).isChecked()).resolves.toBe(true);
    await tabUntil(page, (element) => element.tag === 'button' && element.text === 'Spara val');
    // Adding a category reloads the page (SPEC §4): wait for the load the choice causes.
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
    await openPage(page, '/');
    expect(await page.getByRole('dialog', { name: /kakor/ }).count()).toBe(0);
    const cookies = await page.context().cookies(siteUrl());
    const saved = cookies.find((cookie) => cookie.name === COOKIE_SETTINGS_NAME);
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toEqual({ approved: ['statistical'] });
  });

  it('accepts all from the first view with Enter alone', async () => {
    const page = await open('/om-webbutbildningarna', { cookiesChosen: false });
    const popup = page.getByRole('dialog', { name: 'Vi använder kakor' });
    await popup.waitFor();
    await tabUntil(page, (element) => element.tag === 'button' && element.text === 'Godkänn alla');
    await page.keyboard.press('Enter');
    await popup.waitFor({ state: 'detached' });
    const cookies = await page.context().cookies(siteUrl());
    const saved = cookies.find((cookie) => cookie.name === COOKIE_SETTINGS_NAME);
    expect(JSON.parse(decodeURIComponent(saved?.value ?? '{}'))).toEqual({
      approved: ['statistical', 'marketing'],
    });
  });
});
