import { describe, expect, it } from 'vitest';
import type { Page } from '../support/browser-deps';
import { freshProfileEachTest } from '../support/fresh-profile';
import { currentPath, openPage, settled, waitForPath } from '../support/page-ready';
import { DEMO_ACCOUNTS, submitLoginForm } from '../support/session';
import { siteUrl } from '../support/shared-site';

// Journey 4: roles (SPEC §4, §6). Every login goes through the login form, in a fresh profile.

const visit = freshProfileEachTest();

/** A visitor in a fresh profile who has made the cookie choice, on a blank page. */
const visitor = () => visit(null);

/** Logs in from the header's link on the start page, as a user would. */
async function loggedIn(email: string): Promise<Page> {
  const page = await visitor();
  await openPage(page, '/');
  await page.getByRole('link', { name: 'Logga in / Skapa konto' }).click();
  await submitLoginForm(page, email);
  await waitForPath(page, '/');
  await page.getByRole('button', { name: /^Inloggad som/ }).waitFor();
  return page;
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await settled(page);
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
}

describe('rooms follow the role', () => {
  it('a teacher opening the group rooms is sent to the classrooms', async () => {
    const page = await loggedIn(DEMO_ACCOUNTS.teacher);
    await page.goto('/mina-sidor/grupprum');
    await waitForPath(page, '/mina-sidor/mina-klassrum');
    await expectHeading(page, 'Mina klassrum');
  });

  it('an internal user opening the classrooms is sent to the group rooms', async () => {
    const page = await loggedIn(DEMO_ACCOUNTS.internal);
    await page.goto('/mina-sidor/mina-klassrum');
    await waitForPath(page, '/mina-sidor/grupprum');
    await expectHeading(page, 'Grupprum');
  });

  it('a user without a known role is sent home from a section of my pages', async () => {
    const page = await loggedIn(DEMO_ACCOUNTS.unknownRole);
    await page.goto('/mina-sidor/mina-utbildningar');
    await waitForPath(page, '/');
    expect(await page.getByRole('heading', { level: 1, name: 'Mina utbildningar' }).count()).toBe(0);
  });
});

describe('protected pages when anonymous', () => {
  for (const [path, heading] of [
    ['/mina-sidor', 'Mina sidor'],
    ['/mina-sidor/mina-utbildningar', 'Mina utbildningar'],
    ['/mina-sidor/anvandarinstallningar', 'Användarinställningar'],
  ] as const) {
    it(`${path} asks for a login, then comes back`, async () => {
      const page = await visitor();
      await page.goto(path);
      await waitForPath(page, `/anvandare/login?next=${encodeURIComponent(path)}`);
      await submitLoginForm(page, DEMO_ACCOUNTS.student);
      await waitForPath(page, path);
      await expectHeading(page, heading);
    });
  }

  it('the header link logs in from any page and returns to it', async () => {
    const page = await visitor();
    await openPage(page, '/om-webbutbildningarna');
    await page.getByRole('link', { name: 'Logga in / Skapa konto' }).click();
    await waitForPath(page, '/anvandare/login?next=%2Fom-webbutbildningarna');
    await submitLoginForm(page, DEMO_ACCOUNTS.student);
    await waitForPath(page, '/om-webbutbildningarna');
    await page.getByRole('button', { name: /^Inloggad som/ }).waitFor();
  });
});

describe('an unsafe next is ignored after login', () => {
  for (const next of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    it(`next=${next} leads home`, async () => {
      const page = await visitor();
      await page.goto(`/anvandare/login?next=${encodeURIComponent(next)}`);
      await submitLoginForm(page, DEMO_ACCOUNTS.student);
      await page.getByRole('button', { name: /^Inloggad som/ }).waitFor();
      await settled(page);
      expect(new URL(page.url()).origin).toBe(siteUrl());
      expect(currentPath(page)).toBe('/');
    });
  }
});
