import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callApi,
  chooseNoOptionalCookies,
  NEW_PASSWORD,
  registerAccount,
  uniqueEmail,
} from '../../test/accounts';
import { renderApp } from '../../test/render-app';
import { readToken } from '../auth/auth-cookies';

const PAGE_TIMEOUT = { timeout: 10_000 };

async function fillIn(values: { first?: string; last?: string; email?: string; password?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: 'Skapa konto' }, PAGE_TIMEOUT);
  if (values.first) {
    await user.type(screen.getByLabelText('Förnamn'), values.first);
  }
  if (values.last) {
    await user.type(screen.getByLabelText('Efternamn'), values.last);
  }
  if (values.email) {
    await user.type(screen.getByLabelText('E-postadress'), values.email);
  }
  if (values.password) {
    await user.type(screen.getByLabelText('Lösenord'), values.password);
  }
  return user;
}

beforeEach(() => {
  chooseNoOptionalCookies();
});

describe('the register page', () => {
  it('shows the password rule before submit and says live whether it is met', async () => {
    renderApp('/anvandare/registrera');
    const user = await fillIn({});
    const password = screen.getByLabelText('Lösenord');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('minst 12 tecken'));
    await user.type(password, 'kort');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Kravet är inte uppfyllt än.'));
    await user.type(password, '-men-nu-lang');
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Kravet är uppfyllt.'));
    expect(screen.getByText('✓ Kravet är uppfyllt.')).toHaveAttribute('aria-live', 'polite');
    await waitFor(() =>
      expect(document.title).toBe('Skapa konto | Jämställdhetsmyndighetens webbutbildningar'),
    );
  });

  it('lists organisations and work titles by name in Swedish order, optional', async () => {
    renderApp('/anvandare/registrera');
    const organization = await screen.findByRole(
      'combobox',
      { name: 'Organisation (valfritt)' },
      PAGE_TIMEOUT,
    );
    await waitFor(() => expect(within(organization).getAllByRole('option').length).toBeGreaterThan(1));
    const names = within(organization)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    expect(names[0]).toBe('Ingen vald');
    expect(names.slice(1)).toEqual([...names.slice(1)].sort(new Intl.Collator('sv').compare));
    expect(names).toContain('Förskola');
    const workTitle = screen.getByRole('combobox', { name: 'Yrkesroll (valfritt)' });
    expect(within(workTitle).getByRole('option', { name: 'Studie- och yrkesvägledare' })).toBeInTheDocument();
  });

  it('checks the fields on submit, sums the errors up with links, and keeps what was typed', async () => {
    renderApp('/anvandare/registrera');
    const user = await fillIn({ first: 'Åsa', email: 'asa@exempel', password: 'kort' });
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    const summary = await screen.findByRole('alert', { name: 'Det gick inte att skapa kontot' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Skriv ditt efternamn.',
      'Skriv e-postadressen som namn@exempel.se.',
      'Lösenordet måste ha minst 12 tecken.',
      'Du behöver godkänna villkoren för att kunna skapa ett konto.',
    ]);
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Åsa');
    expect(screen.getByLabelText('Förnamn')).toBeValid();
    expect(screen.getByLabelText('E-postadress')).toHaveValue('asa@exempel');
    expect(screen.getByLabelText('Efternamn')).toBeInvalid();
    expect(screen.getByLabelText('Efternamn')).toHaveAccessibleDescription('Skriv ditt efternamn.');
    await user.click(within(summary).getByRole('link', { name: 'Skriv ditt efternamn.' }));
    expect(screen.getByLabelText('Efternamn')).toHaveFocus();
    // After the submit, errors follow the typing.
    await user.type(screen.getByLabelText('Efternamn'), 'Ek');
    expect(screen.getByLabelText('Efternamn')).toBeValid();
  });

  it('shows an error live once a field has been touched, not before', async () => {
    renderApp('/anvandare/registrera');
    const user = await fillIn({ email: 'anna@' });
    const email = screen.getByLabelText('E-postadress');
    // toBeValid would also ask the browser's own check, which the form turns off (noValidate).
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Skriv e-postadressen som namn@exempel.se.')).toBeNull();
    await user.tab();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Skriv e-postadressen som namn@exempel.se.');
    await user.type(email, 'exempel.se');
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's 'e-mail in use' next to the e-mail field and keeps the values", async () => {
    // An address someone already registered (the demo addresses are refused for another reason).
    const taken = uniqueEmail('taken');
    await registerAccount(taken);
    const { location } = renderApp('/anvandare/registrera');
    const user = await fillIn({
      first: 'Elin',
      last: 'Elev',
      email: taken,
      password: NEW_PASSWORD,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organisation (valfritt)' }), 'Kommun');
    await user.click(screen.getByRole('checkbox', { name: /godkänner/ }));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    const summary = await screen.findByRole(
      'alert',
      { name: 'Det gick inte att skapa kontot' },
      PAGE_TIMEOUT,
    );
    await waitFor(() => expect(summary).toHaveFocus());
    const email = screen.getByLabelText('E-postadress');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Det finns redan ett konto med den e-postadressen');
    expect(email).toHaveValue(taken);
    expect(screen.getByLabelText('Förnamn')).toHaveValue('Elin');
    expect(screen.getByLabelText('Lösenord')).toHaveValue(NEW_PASSWORD);
    expect(screen.getByRole('combobox', { name: 'Organisation (valfritt)' })).toHaveDisplayValue('Kommun');
    expect(screen.getByRole('checkbox', { name: /godkänner/ })).toBeChecked();
    expect(location.history?.at(-1)).toBe('/anvandare/registrera');
    expect(readToken()).toBeNull();
  });

  it('links the terms to the privacy policy in a new window', async () => {
    renderApp('/anvandare/registrera');
    await fillIn({});
    const link = screen.getByRole('link', { name: /integritetspolicy/ });
    expect(link).toHaveAttribute('href', '/integritetspolicy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('checkbox', { name: /godkänner/ })).toHaveAccessibleDescription(
      expect.stringContaining('integritetspolicy'),
    );
  });

  it('creates the account, logs it in and goes on to next', async () => {
    const address = uniqueEmail('registrera');
    const { location } = renderApp('/anvandare/registrera?next=%2Fom-kakor');
    const user = await fillIn({ first: 'Nora', last: 'Ny', email: address, password: NEW_PASSWORD });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Yrkesroll (valfritt)' }), 'Rektor');
    await user.click(screen.getByRole('checkbox', { name: /godkänner/ }));
    await user.click(screen.getByRole('button', { name: 'Skapa konto' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/om-kakor'), PAGE_TIMEOUT);
    const token = readToken();
    expect(token).not.toBeNull();
    const answer = await callApi('/api/user/token', undefined, token ?? '');
    const { user: account } = (await answer.json()) as { user: Record<string, unknown> };
    // 42 is 'Rektor' in the demo settings.
    expect(account).toMatchObject({
      first_name: 'Nora',
      email: address,
      email_verified: false,
      work_title: 42,
    });
  });
});
