import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseNoOptionalCookies } from '../../test/accounts';
import { failCall, jsonResponse } from '../../test/fail-call';
import { loginAs, renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';
import { useAuth } from '../site/services';
import { VerifyEmailBar } from './verify-email-bar';

const REMINDER = 'Vänligen bekräfta din e-postadress inom 14 dagar';
const PAGE_TIMEOUT = { timeout: 10_000 };

function SessionProbe() {
  return <p>Sessionen: {useAuth().status}</p>;
}

// The bar alone, inside the site's providers: the header places it, this tests what it does.
function renderBar() {
  return renderApp('/', {
    children: (
      <>
        <VerifyEmailBar />
        <SessionProbe />
      </>
    ),
  });
}

beforeEach(() => {
  chooseNoOptionalCookies();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the verify e-mail bar', () => {
  // anna@example.se is the demo account with an unverified address (3 mails an hour allowed).
  it("sends the mail again, says 'E-post skickat.' and hides the button", async () => {
    await loginAs('anna@example.se');
    renderBar();
    expect(await screen.findByText(REMINDER, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skicka e-post igen' }));
    const status = await screen.findByText('E-post skickat.');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Skicka e-post igen' })).toBeNull();
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.getByText(REMINDER)).toBeInTheDocument();
  });

  it('says so when the mail cannot be sent (429), and keeps the button', async () => {
    await loginAs('anna@example.se');
    failCall('/api/user/verify_mail/get_token', async () =>
      jsonResponse(429, { statusCode: 429, message: 'För många försök. Vänta en stund och försök igen.' }),
    );
    renderBar();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Skicka e-post igen' }, PAGE_TIMEOUT));
    expect(await screen.findByText('För många försök. Vänta en stund och försök igen.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.getByRole('button', { name: 'Skicka e-post igen' })).toBeInTheDocument();
  });

  it('does not log out on a 401 from get_token', async () => {
    await loginAs('anna@example.se');
    failCall('/api/user/verify_mail/get_token', async () =>
      jsonResponse(401, { statusCode: 401, message: 'Not logged in' }),
    );
    const { location } = renderBar();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Skicka e-post igen' }, PAGE_TIMEOUT));
    expect(await screen.findByText(/E-posten kunde inte skickas/)).toBeInTheDocument();
    expect(screen.queryByText('Du har blivit utloggad.')).toBeNull();
    expect(readToken()).not.toBeNull();
    expect(location.history).toEqual(['/']);
  });

  it('is not shown to a user with a verified address', async () => {
    await loginAs('elev@example.se');
    renderBar();
    expect(await screen.findByText('Sessionen: authenticated', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByText(REMINDER)).toBeNull();
  });

  it('is not shown to a visitor', async () => {
    renderBar();
    expect(await screen.findByText('Sessionen: anonymous')).toBeInTheDocument();
    expect(screen.queryByText(REMINDER)).toBeNull();
  });
});
