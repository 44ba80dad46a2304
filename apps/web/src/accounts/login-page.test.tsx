import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseNoOptionalCookies } from '../../test/accounts';
import { failCall, jsonResponse } from '../../test/fail-call';
import { DEMO_PASSWORD, loginAs, renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';
import { rememberRedirect } from '../auth/redirect-memory';

const PAGE_TIMEOUT = { timeout: 10_000 };

function currentPath(location: { history?: string[] | undefined }): string | undefined {
  return location.history?.at(-1);
}

async function logIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('E-postadress', {}, PAGE_TIMEOUT), email);
  await user.type(screen.getByLabelText('Lösenord'), password);
  await user.click(screen.getByRole('button', { name: 'Logga in' }));
  return user;
}

beforeEach(() => {
  chooseNoOptionalCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the login page', () => {
  it('has the heading and title "Logga in" and links to register (keeping next) and reset', async () => {
    renderApp('/anvandare/login?next=%2Fom-kakor');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Logga in' }, PAGE_TIMEOUT),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Logga in | Jämställdhetsmyndighetens webbutbildningar'));
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Skapa konto' })).toHaveAttribute(
      'href',
      '/anvandare/registrera?next=%2Fom-kakor',
    );
    expect(main.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/anvandare/aterstall-losenord',
    );
  });

  it('logs in and goes to a safe next path', async () => {
    const { location } = renderApp('/anvandare/login?next=%2Fom-kakor');
    await logIn('elev@example.se', DEMO_PASSWORD);
    await waitFor(() => expect(currentPath(location)).toBe('/om-kakor'), PAGE_TIMEOUT);
    expect(readToken()).not.toBeNull();
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example'])(
    'ignores the unsafe next %s',
    async (next) => {
      const { location } = renderApp(`/anvandare/login?next=${encodeURIComponent(next)}`);
      await logIn('elev@example.se', DEMO_PASSWORD);
      await waitFor(() => expect(currentPath(location)).toBe('/'), PAGE_TIMEOUT);
    },
  );

  it('does not go back to the logout page, which would end the new session at once', async () => {
    const { location } = renderApp('/anvandare/login?next=%2Fanvandare%2Flogga-ut');
    await logIn('elev@example.se', DEMO_PASSWORD);
    await waitFor(() => expect(currentPath(location)).toBe('/'), PAGE_TIMEOUT);
    expect(readToken()).not.toBeNull();
  });

  it('goes to the remembered path when there is no next', async () => {
    rememberRedirect('/om-kakor?flik=1');
    const { location } = renderApp('/anvandare/login');
    await logIn('elev@example.se', DEMO_PASSWORD);
    await waitFor(() => expect(currentPath(location)).toBe('/om-kakor?flik=1'), PAGE_TIMEOUT);
  });

  it('sums up a wrong password at the top, moves focus there and keeps the e-mail', async () => {
    const { location } = renderApp('/anvandare/login');
    await logIn('elev@example.se', 'inte-ratt-losenord');
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att logga in' }, PAGE_TIMEOUT);
    expect(summary).toHaveTextContent('Fel e-postadress eller lösenord');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('E-postadress')).toHaveValue('elev@example.se');
    expect(currentPath(location)).toBe('/anvandare/login');
    expect(readToken()).toBeNull();
  });

  it('says so when an administrator has disabled the account (403, issue 14)', async () => {
    const message = 'Kontot är avstängt. Kontakta Jämställdhetsmyndigheten om du behöver det igen.';
    failCall('/api/user/login', async () => jsonResponse(403, { statusCode: 403, message }));
    renderApp('/anvandare/login');
    await logIn('elev@example.se', DEMO_PASSWORD);
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att logga in' }, PAGE_TIMEOUT);
    expect(summary).toHaveTextContent(message);
    expect(readToken()).toBeNull();
  });

  it('shows a 429 in the summary', async () => {
    failCall('/api/user/login', async () =>
      jsonResponse(429, { statusCode: 429, message: 'För många försök. Vänta en stund och försök igen.' }),
    );
    renderApp('/anvandare/login');
    await logIn('elev@example.se', DEMO_PASSWORD);
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att logga in' }, PAGE_TIMEOUT);
    expect(summary).toHaveTextContent('För många försök. Vänta en stund och försök igen.');
    await waitFor(() => expect(summary).toHaveFocus());
  });

  it('checks the fields before sending, with links from the summary to the fields', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderApp('/anvandare/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-postadress', {}, PAGE_TIMEOUT), 'elev@example');
    fetchSpy.mockClear();
    await user.click(screen.getByRole('button', { name: 'Logga in' }));
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att logga in' });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(screen.getByLabelText('E-postadress')).toHaveAccessibleDescription(
      'Skriv e-postadressen som namn@exempel.se.',
    );
    expect(screen.getByLabelText('E-postadress')).toBeInvalid();
    await user.click(screen.getByRole('link', { name: 'Skriv ditt lösenord.' }));
    expect(screen.getByLabelText('Lösenord')).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalledWith(expect.stringContaining('/api/user/login'), expect.anything());
  });

  it('shows the password on request', async () => {
    renderApp('/anvandare/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('Lösenord', {}, PAGE_TIMEOUT);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Visa lösenord' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a logged-in user home (guest only)', async () => {
    await loginAs('elev@example.se');
    const { location } = renderApp('/anvandare/login');
    await waitFor(() => expect(currentPath(location)).toBe('/'), PAGE_TIMEOUT);
  });
});
