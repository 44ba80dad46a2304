import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callApi, mailedToken, NEW_PASSWORD, registerAccount, uniqueEmail } from '../../../test/accounts';
import { loginAs, renderApp } from '../../../test/render-app';
import { saveConsentChoice } from '../../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

/** A new account with a verified address that has asked for access to the demo's approval course. */
async function verifiedRequester(label: string): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label);
  const token = await registerAccount(email);
  await callApi('/api/user/verify_mail/confirm', { token: await mailedToken(email, 'verify_email') });
  const asked = await callApi('/api/user/request_access/102', {}, token);
  expect(asked.status).toBe(201);
  return { email, token };
}

// Issue 21: the administrators see, in words, whether a requester's address is verified.
describe('the administrators’ access requests', () => {
  it('says of each requester whether their address is verified', async () => {
    const verified = await verifiedRequester('verifierad');
    const changed = await verifiedRequester('bytt-adress');
    // A new address must be verified again: the request stays, from an unverified address.
    const newAddress = uniqueEmail('ny-adress');
    const profile = await callApi(
      '/api/user/me',
      { first_name: 'Test', last_name: 'Testsson', email: newAddress, current_password: NEW_PASSWORD },
      changed.token,
    );
    expect(profile.status).toBe(200);

    await loginAs('admin@example.se');
    renderApp('/mina-sidor/administration/ansokningar');
    const table = await screen.findByRole('table', { name: /Ansökningar som väntar på beslut/ }, TIMEOUT);
    expect(within(table).getByRole('columnheader', { name: 'E-postadress' })).toBeInTheDocument();
    const rowOf = (email: string) => within(table).getByRole('row', { name: new RegExp(email) });
    expect(within(rowOf(verified.email)).getByRole('cell', { name: 'Verifierad' })).toBeInTheDocument();
    expect(within(rowOf(newAddress)).getByRole('cell', { name: 'Ej verifierad' })).toBeInTheDocument();
  });
});
