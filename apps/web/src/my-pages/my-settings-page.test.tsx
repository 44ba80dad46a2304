import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoApiUrl, renderApp } from '../../test/render-app';
import { storeToken } from '../auth/auth-cookies';

const TIMEOUT = { timeout: 10_000 };
const PASSWORD = 'ett-langt-losenord';

/** A new account of its own (the e-mail and delete tests change it), logged in as the site does. */
async function registerAndLogIn(email: string): Promise<string> {
  const response = await fetch(`${demoApiUrl()}/api/user/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      first_name: 'Siv',
      last_name: 'Settings',
      email,
      password: PASSWORD,
      accept_terms: true,
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register ${email}: ${response.status}`);
  }
  const { token } = (await response.json()) as { token: string };
  storeToken(token);
  return token;
}

async function currentEmail(token: string): Promise<string | null> {
  const response = await fetch(`${demoApiUrl()}/api/user/token`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  return response.ok ? ((await response.json()) as { user: { email: string } }).user.email : null;
}

describe('user settings against the API', () => {
  it('changes the e-mail address with the current password, refusing a wrong one next to the field', async () => {
    const email = `siv-${Date.now()}@example.se`;
    const token = await registerAndLogIn(email);
    renderApp('/mina-sidor/anvandarinstallningar');
    const profile = await screen.findByRole('region', { name: 'Dina uppgifter' }, TIMEOUT);
    const address = await within(profile).findByLabelText('E-postadress', {}, TIMEOUT);
    await waitFor(() => expect(address).toHaveValue(email), TIMEOUT);
    await userEvent.clear(address);
    await userEvent.type(address, `ny-${email}`);
    const password = within(profile).getByLabelText('Ditt nuvarande lösenord');
    await userEvent.type(password, 'inte-mitt-losenord{Enter}');
    await waitFor(
      () =>
        expect(password).toHaveAccessibleDescription(
          'Behövs för att byta e-postadress. Det nuvarande lösenordet stämmer inte',
        ),
      TIMEOUT,
    );
    await waitFor(() => expect(password).toHaveFocus(), TIMEOUT);
    expect(await currentEmail(token)).toBe(email);

    await userEvent.clear(password);
    await userEvent.type(password, `${PASSWORD}{Enter}`);
    expect(await within(profile).findByText('Dina uppgifter är sparade.', {}, TIMEOUT)).toBeInTheDocument();
    expect(await currentEmail(token)).toBe(`ny-${email}`);
  });

  it('deletes the account only with the right password', async () => {
    const token = await registerAndLogIn(`radera-${Date.now()}@example.se`);
    renderApp('/mina-sidor/anvandarinstallningar');
    const section = await screen.findByRole('region', { name: 'Radera konto' }, TIMEOUT);
    const password = within(section).getByLabelText('Ditt lösenord');
    await userEvent.type(password, 'inte-mitt-losenord');
    await userEvent.click(within(section).getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Radera kontot' }));
    await waitFor(() => expect(password).toBeInvalid(), TIMEOUT);
    // Focus moves to the field once the error is shown (an effect after the render).
    await waitFor(() => expect(password).toHaveFocus(), TIMEOUT);
    expect(await currentEmail(token)).not.toBeNull();

    await userEvent.clear(password);
    await userEvent.type(password, PASSWORD);
    await userEvent.click(within(section).getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Radera kontot' }));
    expect(await screen.findByText('Ditt konto är raderat.', {}, TIMEOUT)).toBeInTheDocument();
    expect(await currentEmail(token)).toBeNull();
  });
});
