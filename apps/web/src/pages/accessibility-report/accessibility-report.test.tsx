import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { loginAs, renderApp } from '../../../test/render-app';
import { saveConsentChoice } from '../../consent/consent-cookie';

const TIMEOUT = { timeout: 10_000 };
const PAGE = '/tillganglighetsredogorelse';

beforeEach(() => {
  saveConsentChoice({ statistical: false, marketing: false });
});

async function findForm() {
  return screen.findByRole(
    'region',
    { name: 'Rapportera ett problem eller be om ett annat format' },
    TIMEOUT,
  );
}

describe('the accessibility report form', () => {
  it('is shown below the accessibility statement, with the page from ?sida= filled in', async () => {
    renderApp(`${PAGE}?sida=${encodeURIComponent('/om-kakor')}`);
    const form = await findForm();
    expect(screen.getByRole('heading', { level: 1, name: 'Tillgänglighetsredogörelse' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Vilken sida gäller det? (frivilligt)')).toHaveValue('/om-kakor');
    expect(within(form).getByLabelText('Ditt namn (frivilligt)')).not.toBeRequired();
    expect(within(form).getByLabelText('Din e-postadress')).toBeRequired();
    expect(within(form).getByRole('radio', { name: 'Ett tillgänglighetsproblem' })).not.toBeChecked();
  });

  it('fills in the name and address of a logged-in visitor', async () => {
    await loginAs('elev@example.se');
    renderApp(PAGE);
    const form = await findForm();
    expect(within(form).getByLabelText('Ditt namn (frivilligt)')).toHaveValue('Elin Elev');
    expect(within(form).getByLabelText('Din e-postadress')).toHaveValue('elev@example.se');
  });

  it('leaves the page field empty when ?sida= is not a safe local path', async () => {
    renderApp(`${PAGE}?sida=${encodeURIComponent('https://evil.example/')}`);
    const form = await findForm();
    expect(within(form).getByLabelText('Vilken sida gäller det? (frivilligt)')).toHaveValue('');
  });

  it('lists what is missing in a summary that gets focus, and marks each field', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    const form = await findForm();
    await user.click(within(form).getByRole('button', { name: 'Skicka' }));

    const summary = within(form).getByRole('alert', { name: 'Formuläret innehåller fel' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Skriv din e-postadress',
      'Välj vad ärendet gäller',
      'Skriv ditt meddelande',
    ]);
    const email = within(form).getByLabelText('Din e-postadress');
    expect(email).toBeInvalid();
    expect(email).toHaveAccessibleDescription('Vi skickar svaret hit. Skriv din e-postadress');
    expect(within(form).getByLabelText('Beskriv problemet eller vad du behöver')).toBeInvalid();
    expect(within(form).getByRole('group', { name: 'Vad gäller det?' })).toHaveAccessibleDescription(
      'Välj vad ärendet gäller',
    );

    await user.click(links[0] as HTMLElement);
    expect(email).toHaveFocus();
  });

  it('refuses a malformed address and a description over 5000 characters', async () => {
    const user = userEvent.setup();
    renderApp(PAGE);
    const form = await findForm();
    await user.type(within(form).getByLabelText('Din e-postadress'), 'anna@example');
    await user.click(within(form).getByRole('radio', { name: 'Ett tillgänglighetsproblem' }));
    const message = within(form).getByLabelText('Beskriv problemet eller vad du behöver');
    await user.click(message);
    await user.paste('a'.repeat(5001));
    await user.click(within(form).getByRole('button', { name: 'Skicka' }));
    const summary = within(form).getByRole('alert', { name: 'Formuläret innehåller fel' });
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Ange en giltig e-postadress, till exempel namn@exempel.se',
      'Meddelandet får ha högst 5000 tecken',
    ]);
  });
});
