import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  chooseNoOptionalCookies,
  mailedToken,
  registerAccount,
  uniqueEmail,
} from '../../test/accounts';
import { loginAs, renderApp } from '../../test/render-app';
import { storeToken } from '../auth/auth-cookies';

const PAGE_TIMEOUT = { timeout: 10_000 };

async function emailVerified(sessionToken: string): Promise<boolean> {
  const answer = await callApi('/api/user/token', undefined, sessionToken);
  return ((await answer.json()) as { user: { email_verified: boolean } }).user.email_verified;
}

function expectNoErrorMessage() {
  for (const alert of screen.queryAllByRole('alert')) {
    expect(alert).toBeEmptyDOMElement();
  }
}

beforeEach(() => {
  chooseNoOptionalCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the verify e-mail page with a mailed link', () => {
  it('confirms the address with a real token and refreshes the logged-in user', async () => {
    const address = uniqueEmail('verifiera');
    const session = await registerAccount(address);
    const token = await mailedToken(address, 'verify_email');
    storeToken(session);
    const fetchSpy = vi.spyOn(globalThis, 'fetch');

    renderApp(`/anvandare/verifiera-epost/${token}`);
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Din e-postadress är bekräftad' },
      PAGE_TIMEOUT,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Tack! Din e-postadress är nu bekräftad.')).toBeInTheDocument();
    expect(await emailVerified(session)).toBe(true);
    // The user is fetched again after the confirmation, so the header's bar goes away.
    const calls = () => fetchSpy.mock.calls.map(([url]) => new URL(String(url)).pathname);
    await waitFor(() =>
      expect(calls().lastIndexOf('/api/user/token')).toBeGreaterThan(
        calls().indexOf('/api/user/verify_mail/confirm'),
      ),
    );
    expect(calls().filter((path) => path === '/api/user/verify_mail/confirm')).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByText('Vänligen bekräfta din e-postadress inom 14 dagar')).toBeNull(),
    );
    // The link is single-use: opened again, it is no longer valid.
    expect((await callApi('/api/user/verify_mail/verify_token', { token })).status).toBe(404);
  });

  it('confirms without a login too', async () => {
    const address = uniqueEmail('verifiera-anonym');
    const session = await registerAccount(address);
    const token = await mailedToken(address, 'verify_email');
    renderApp(`/anvandare/verifiera-epost/nagon-sida/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Din e-postadress är bekräftad' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(await emailVerified(session)).toBe(true);
  });

  it('swallows the 404 of a bad token: the page says so, with no error toast', async () => {
    renderApp('/anvandare/verifiera-epost/ingen-sadan-lank');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Länken gäller inte längre' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText(/redan använts/)).toBeInTheDocument();
    // A visitor is told to log in for a new mail.
    expect(screen.getByRole('link', { name: 'Logga in' })).toHaveAttribute(
      'href',
      '/anvandare/login?next=%2Fanvandare%2Fverifiera-epost',
    );
    expectNoErrorMessage();
    await waitFor(() =>
      expect(document.title).toBe('Bekräfta e-postadress | Jämställdhetsmyndighetens webbutbildningar'),
    );
  });
});

describe('the verify e-mail page without a link', () => {
  it('explains that a link was mailed, with the resend button for an unverified user', async () => {
    await loginAs('anna@example.se');
    renderApp('/anvandare/verifiera-epost');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bekräfta din e-postadress' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText(/Vi har skickat ett mejl med en länk/)).toBeInTheDocument();
    // The header's bar has one too; this is the page's own.
    expect(
      await within(screen.getByRole('main')).findByRole('button', { name: 'Skicka e-post igen' }),
    ).toBeInTheDocument();
  });

  it('tells a verified user that the address is already confirmed', async () => {
    await loginAs('elev@example.se');
    renderApp('/anvandare/verifiera-epost');
    expect(
      await screen.findByText('Din e-postadress är redan bekräftad.', {}, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka e-post igen' })).toBeNull();
  });
});
