import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callApi,
  chooseNoOptionalCookies,
  mailedToken,
  NEW_PASSWORD,
  registerAccount,
  uniqueEmail,
} from '../../test/accounts';
import { failCall, jsonResponse } from '../../test/fail-call';
import { renderApp } from '../../test/render-app';
import { RESET_SENT_TEXT } from './reset-request-page';

const PAGE_TIMEOUT = { timeout: 10_000 };

// The API allows 5 reset requests an hour per IP, shared by every test of the run: these
// tests ask for 3.
async function requestReset(email: string): Promise<string> {
  const view = renderApp('/anvandare/aterstall-losenord');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-postadress', {}, PAGE_TIMEOUT), email);
  await user.click(screen.getByRole('button', { name: 'Skicka länk' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Kolla din e-post' }, PAGE_TIMEOUT);
  await waitFor(() => expect(heading).toHaveFocus());
  const text = heading.nextElementSibling?.textContent ?? '';
  view.unmount();
  return text;
}

beforeEach(() => {
  chooseNoOptionalCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the password reset request', () => {
  it('answers with the same text whether or not the address has an account', async () => {
    const known = await requestReset('elev@example.se');
    const unknown = await requestReset(uniqueEmail('finns-inte'));
    expect(known).toBe(RESET_SENT_TEXT);
    expect(unknown).toBe(known);
  });

  it('shows a 429 above the form and keeps the address', async () => {
    failCall('/api/user/forgot_password/get_token', async () =>
      jsonResponse(429, { statusCode: 429, message: 'För många försök. Vänta en stund och försök igen.' }),
    );
    renderApp('/anvandare/aterstall-losenord');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-postadress', {}, PAGE_TIMEOUT), 'elev@example.se');
    await user.click(screen.getByRole('button', { name: 'Skicka länk' }));
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att skicka länken' });
    expect(summary).toHaveTextContent('För många försök. Vänta en stund och försök igen.');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('E-postadress')).toHaveValue('elev@example.se');
  });
});

describe('setting a new password from the mailed link', () => {
  it('sets the password with a real token; the old sessions end and the new password works', async () => {
    const address = uniqueEmail('aterstall');
    const oldSession = await registerAccount(address);
    await requestReset(address);
    const token = await mailedToken(address, 'password_reset');

    const { location } = renderApp(`/anvandare/aterstall-losenord/${token}`);
    const password = await screen.findByLabelText('Nytt lösenord', {}, PAGE_TIMEOUT);
    expect(password).toHaveAccessibleDescription(expect.stringContaining('minst 12 tecken'));
    const user = userEvent.setup();
    await user.type(password, 'kort');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    const summary = await screen.findByRole('alert', { name: 'Lösenordet kunde inte sparas' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Lösenordet måste ha minst 12 tecken.'),
    );

    await user.clear(password);
    await user.type(password, 'Ett-annat-losen-2027');
    await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Ditt lösenord är bytt' },
      PAGE_TIMEOUT,
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Logga in med ditt nya lösenord' })).toHaveAttribute(
      'href',
      '/anvandare/login',
    );
    expect(location.history?.at(-1)).toBe(`/anvandare/aterstall-losenord/${token}`);

    expect((await callApi('/api/user/token', undefined, oldSession)).status).toBe(401);
    expect((await callApi('/api/user/login', { email: address, password: NEW_PASSWORD })).status).toBe(401);
    expect(
      (await callApi('/api/user/login', { email: address, password: 'Ett-annat-losen-2027' })).status,
    ).toBe(200);
  });

  it('says a dead link is no longer valid and offers a new one, without an error toast', async () => {
    renderApp('/anvandare/aterstall-losenord/finns-inte-1234');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Länken gäller inte längre' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be om en ny länk' })).toHaveAttribute(
      'href',
      '/anvandare/aterstall-losenord',
    );
    expect(screen.queryByLabelText('Nytt lösenord')).toBeNull();
    for (const alert of screen.queryAllByRole('alert')) {
      expect(alert).toBeEmptyDOMElement();
    }
  });

  it('takes the slug form of the link too', async () => {
    renderApp('/anvandare/aterstall-losenord/nagon-sida/finns-inte-5678');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Länken gäller inte längre' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
  });

  it('offers to check again when the check fails for another reason', async () => {
    failCall('/api/user/forgot_password/verify_token', () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    renderApp('/anvandare/aterstall-losenord/nagot-token');
    expect(
      await screen.findByText('Länken kunde inte kontrolleras just nu.', {}, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'Länken gäller inte längre' }),
      ).toBeInTheDocument(),
    );
  });
});
