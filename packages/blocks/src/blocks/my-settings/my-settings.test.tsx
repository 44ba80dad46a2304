import type { ProfileUpdate } from '@jamstalldhet/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BlocksApi } from '../../blocks-provider/api';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { MySettings } from './my-settings';
import { apiError, learner, settings } from './my-settings.fixtures';
import { formServerError } from './server-error';

const block = makeBlock({ block_id: 's1', name: 'my-settings', title: 'Användarinställningar' });

function renderSettings(api: BlocksApi) {
  return render(
    <BlocksProvider api={api} user={learner} settings={settings}>
      <MySettings block={block} />
    </BlocksProvider>,
  );
}

describe('my-settings: Dina uppgifter', () => {
  it('is filled in from the user, with organisations and work titles sorted by name', () => {
    renderSettings({ updateProfile: vi.fn() });
    expect(screen.getByRole('heading', { level: 3, name: 'Dina uppgifter' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toHaveValue('Amira');
    expect(screen.getByRole('textbox', { name: 'Efternamn' })).toHaveValue('Haddad');
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveValue('amira.haddad@malmo.se');
    const organization = screen.getByRole('combobox', { name: 'Organisation (valfritt)' });
    expect(organization).toHaveValue('2');
    expect(
      within(organization)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Ingen vald', 'Malmö stad', 'Region Skåne', 'Åre kommun', 'Östersunds kommun']);
    expect(screen.getByRole('combobox', { name: 'Yrkesroll (valfritt)' })).toHaveValue('11');
  });

  it('sends the changed profile and says it is saved', async () => {
    const updateProfile = vi.fn(async () => {});
    renderSettings({ updateProfile });
    const lastName = screen.getByRole('textbox', { name: 'Efternamn' });
    await userEvent.clear(lastName);
    await userEvent.type(lastName, ' Haddad Lind ');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Organisation (valfritt)' }),
      'Ingen vald',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yrkesroll (valfritt)' }), 'Rektor');
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Amira',
      last_name: 'Haddad Lind',
      email: 'amira.haddad@malmo.se',
      organization: null,
      work_title: 12,
    });
    expect(await screen.findByText('Dina uppgifter är sparade.')).toHaveAttribute('role', 'status');
    await userEvent.type(lastName, 'x');
    expect(screen.queryByText('Dina uppgifter är sparade.')).not.toBeInTheDocument();
  });

  it('checks the fields, says what is wrong next to each and focuses the first', async () => {
    const updateProfile = vi.fn(async () => {});
    renderSettings({ updateProfile });
    await userEvent.clear(screen.getByRole('textbox', { name: 'Efternamn' }));
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.clear(email);
    await userEvent.type(email, 'amira@malmo');
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    const lastName = screen.getByRole('textbox', { name: 'Efternamn' });
    expect(lastName).toHaveFocus();
    expect(lastName).toBeInvalid();
    expect(lastName).toHaveAccessibleDescription('Skriv ditt efternamn.');
    expect(email).toHaveAccessibleDescription('Skriv e-postadressen som namn@exempel.se.');
    expect(email).toHaveValue('amira@malmo');
    expect(screen.getByRole('textbox', { name: 'Förnamn' })).toBeValid();
    expect(updateProfile).not.toHaveBeenCalled();
  });

  it('asks for an e-mail address when it is empty', async () => {
    renderSettings({ updateProfile: vi.fn() });
    await userEvent.clear(screen.getByRole('textbox', { name: 'E-postadress' }));
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    expect(screen.getByRole('textbox', { name: 'E-postadress' })).toHaveAccessibleDescription(
      'Skriv din e-postadress.',
    );
  });

  it('shows a refused field next to that field, keeping what was typed', async () => {
    const updateProfile = vi.fn(() =>
      Promise.reject(apiError(400, 'E-postadressen används redan av ett annat konto.', 'email')),
    );
    renderSettings({ updateProfile });
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@malmo.se');
    await userEvent.type(screen.getByLabelText('Ditt nuvarande lösenord'), 'mitt-losenord{Enter}');
    expect(await screen.findByText('E-postadressen används redan av ett annat konto.')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('E-postadressen används redan av ett annat konto.');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveValue('anna@malmo.se');
  });

  it('asks for the current password only when the address changes, and sends it along', async () => {
    const updateProfile = vi.fn(async () => {});
    renderSettings({ updateProfile });
    expect(screen.queryByLabelText('Ditt nuvarande lösenord')).not.toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    // The same address in other case is no change.
    await userEvent.clear(email);
    await userEvent.type(email, 'Amira.Haddad@malmo.se');
    expect(screen.queryByLabelText('Ditt nuvarande lösenord')).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'amira@malmo.se');
    const password = screen.getByLabelText('Ditt nuvarande lösenord');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAccessibleDescription('Behövs för att byta e-postadress.');
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    expect(password).toHaveFocus();
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(
      'Behövs för att byta e-postadress. Skriv ditt nuvarande lösenord för att byta e-postadress.',
    );
    expect(updateProfile).not.toHaveBeenCalled();
    await userEvent.type(password, 'mitt-losenord{Enter}');
    expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Amira',
      last_name: 'Haddad',
      email: 'amira@malmo.se',
      current_password: 'mitt-losenord',
      organization: 2,
      work_title: 11,
    });
    expect(await screen.findByText('Dina uppgifter är sparade.')).toBeInTheDocument();
    // Saved: the new address is the account's, and the password is not kept in the page.
    expect(screen.queryByLabelText('Ditt nuvarande lösenord')).not.toBeInTheDocument();
  });

  it('shows a wrong current password next to that field', async () => {
    const updateProfile = vi.fn(() =>
      Promise.reject(apiError(400, 'Det nuvarande lösenordet stämmer inte', 'current_password')),
    );
    renderSettings({ updateProfile });
    const email = screen.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.clear(email);
    await userEvent.type(email, 'amira@malmo.se');
    await userEvent.type(screen.getByLabelText('Ditt nuvarande lösenord'), 'fel-losenord{Enter}');
    expect(await screen.findByText('Det nuvarande lösenordet stämmer inte')).toBeInTheDocument();
    const password = screen.getByLabelText('Ditt nuvarande lösenord');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toHaveAccessibleDescription(
      'Behövs för att byta e-postadress. Det nuvarande lösenordet stämmer inte',
    );
    expect(email).toHaveValue('amira@malmo.se');
  });

  it('shows other server errors for the whole form', async () => {
    const updateProfile = vi
      .fn<(profile: ProfileUpdate) => Promise<void>>()
      .mockRejectedValueOnce(apiError(500, 'Internal Server Error'))
      .mockRejectedValueOnce(apiError(401, 'Unauthorized'));
    renderSettings({ updateProfile });
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Dina uppgifter kunde inte sparas. Försök igen om en stund.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Spara uppgifter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du är inte längre inloggad. Logga in igen och försök på nytt.',
    );
  });

  it('leaves out organisation and work title when the site has none', () => {
    render(
      <BlocksProvider api={{ updateProfile: vi.fn() }} user={learner}>
        <MySettings block={block} />
      </BlocksProvider>,
    );
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('my-settings: Byt lösenord', () => {
  it('shows the rule before typing and uses password fields for password managers', () => {
    renderSettings({ changePassword: vi.fn() });
    const current = screen.getByLabelText('Nuvarande lösenord');
    const next = screen.getByLabelText('Nytt lösenord');
    const repeat = screen.getByLabelText('Upprepa nytt lösenord');
    expect(current).toHaveAttribute('type', 'password');
    expect(current).toHaveAttribute('autocomplete', 'current-password');
    expect(next).toHaveAttribute('autocomplete', 'new-password');
    expect(repeat).toHaveAttribute('autocomplete', 'new-password');
    expect(next).toHaveAccessibleDescription('Minst 12 tecken.');
  });

  it('checks the password rules and focuses the first problem', async () => {
    const changePassword = vi.fn(async () => {});
    renderSettings({ changePassword });
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'kort');
    await userEvent.type(screen.getByLabelText('Upprepa nytt lösenord'), 'annat');
    await userEvent.click(screen.getByRole('button', { name: 'Byt lösenord' }));
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveFocus();
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveAccessibleDescription(
      'Skriv ditt nuvarande lösenord.',
    );
    expect(screen.getByLabelText('Nytt lösenord')).toHaveAccessibleDescription(
      'Minst 12 tecken. Det nya lösenordet måste ha minst 12 tecken.',
    );
    expect(screen.getByLabelText('Upprepa nytt lösenord')).toHaveAccessibleDescription(
      'Lösenorden är inte lika. Skriv samma nya lösenord i båda fälten.',
    );
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('changes the password, empties the form and says so', async () => {
    const changePassword = vi.fn(async () => {});
    renderSettings({ changePassword });
    await userEvent.type(screen.getByLabelText('Nuvarande lösenord'), 'gammalt-losen');
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'jamstalldhet2026');
    await userEvent.type(screen.getByLabelText('Upprepa nytt lösenord'), 'jamstalldhet2026{Enter}');
    expect(changePassword).toHaveBeenCalledWith({
      current_password: 'gammalt-losen',
      new_password: 'jamstalldhet2026',
    });
    expect(await screen.findByText('Ditt lösenord är bytt.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Nuvarande lösenord')).toHaveValue('');
  });

  it('shows a wrong current password next to that field', async () => {
    const changePassword = vi.fn(() =>
      Promise.reject(apiError(400, 'Det nuvarande lösenordet stämmer inte.', 'current_password')),
    );
    renderSettings({ changePassword });
    await userEvent.type(screen.getByLabelText('Nuvarande lösenord'), 'fel-losen');
    await userEvent.type(screen.getByLabelText('Nytt lösenord'), 'jamstalldhet2026');
    await userEvent.type(screen.getByLabelText('Upprepa nytt lösenord'), 'jamstalldhet2026{Enter}');
    const current = screen.getByLabelText('Nuvarande lösenord');
    expect(await screen.findByText('Det nuvarande lösenordet stämmer inte.')).toBeInTheDocument();
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue('fel-losen');
    expect(screen.getByLabelText('Nytt lösenord')).toHaveValue('jamstalldhet2026');
  });
});

describe('my-settings: Radera konto', () => {
  it('says what is deleted, asks for the password, and deletes only after confirmation', async () => {
    const deleteAccount = vi.fn(async () => {});
    renderSettings({ deleteAccount });
    expect(
      screen.getByText(
        'Dina framsteg, dina uppladdade filer och dina uppgifter raderas. Dina kommentarer visas utan namn.',
      ),
    ).toBeInTheDocument();
    const password = screen.getByLabelText('Ditt lösenord');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toBeInvalid();
    expect(password).toHaveAccessibleDescription(
      'Skriv ditt lösenord för att radera kontot. Skriv ditt lösenord för att radera kontot.',
    );
    await userEvent.type(password, 'mitt-losenord');
    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    const dialog = screen.getByRole('dialog', { name: 'Vill du radera ditt konto?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(deleteAccount).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Vill du radera ditt konto?' })).getByRole('button', {
        name: 'Radera kontot',
      }),
    );
    expect(deleteAccount).toHaveBeenCalledWith({ current_password: 'mitt-losenord' });
    expect(deleteAccount).toHaveBeenCalledTimes(1);
    const deleted = await screen.findByText('Ditt konto är raderat.');
    await waitFor(() => expect(deleted).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Radera mitt konto' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Ditt lösenord')).not.toBeInTheDocument();
  });

  it('shows a wrong password next to the field and keeps the account', async () => {
    renderSettings({
      deleteAccount: () =>
        Promise.reject(apiError(400, 'Det nuvarande lösenordet stämmer inte', 'current_password')),
    });
    await userEvent.type(screen.getByLabelText('Ditt lösenord'), 'fel-losenord{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Radera kontot' }));
    expect(await screen.findByText('Det nuvarande lösenordet stämmer inte')).toBeInTheDocument();
    const password = screen.getByLabelText('Ditt lösenord');
    await waitFor(() => expect(password).toHaveFocus());
    expect(password).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Radera mitt konto' })).toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses, as for the last administrator', async () => {
    const reason =
      'Du är den enda aktiva administratören och kan inte ta bort ditt konto. Gör först någon annan till administratör.';
    renderSettings({ deleteAccount: () => Promise.reject(apiError(409, reason)) });
    await userEvent.type(screen.getByLabelText('Ditt lösenord'), 'mitt-losenord');
    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Radera kontot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByRole('button', { name: 'Radera mitt konto' })).toBeInTheDocument();
  });

  it('says so when deleting fails', async () => {
    renderSettings({ deleteAccount: () => Promise.reject(apiError(500, 'Internal Server Error')) });
    await userEvent.type(screen.getByLabelText('Ditt lösenord'), 'mitt-losenord');
    await userEvent.click(screen.getByRole('button', { name: 'Radera mitt konto' }));
    await userEvent.click(screen.getByRole('button', { name: 'Radera kontot' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Kontot kunde inte raderas.');
    expect(screen.getByRole('button', { name: 'Radera mitt konto' })).toBeInTheDocument();
  });
});

describe('my-settings: other states', () => {
  it('asks anonymous visitors to log in', () => {
    render(
      <BlocksProvider api={{ updateProfile: vi.fn() }}>
        <MySettings block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Logga in för att ändra dina inställningar.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows only the sections the host can save, and says so when there is none', () => {
    const { unmount } = renderSettings({ changePassword: vi.fn() });
    expect(screen.queryByRole('heading', { name: 'Dina uppgifter' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Byt lösenord' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Radera konto' })).not.toBeInTheDocument();
    unmount();
    renderSettings({});
    expect(screen.getByText('Inställningarna kan inte ändras här just nu.')).toBeInTheDocument();
  });
});

describe('formServerError', () => {
  it('puts a 400 naming a known field next to that field', () => {
    expect(formServerError(apiError(400, 'Används redan', 'email'), ['email'])).toEqual({
      kind: 'field',
      field: 'email',
      message: 'Används redan',
    });
    expect(formServerError({ statusCode: 400, field: 'email' }, ['email'])).toEqual({
      kind: 'field',
      field: 'email',
      message: null,
    });
  });

  it('treats unknown fields, other statuses and 401 as form errors', () => {
    expect(formServerError(apiError(400, 'Fel', 'age'), ['email'])).toEqual({ kind: 'form' });
    expect(formServerError(apiError(500, 'Fel', 'email'), ['email'])).toEqual({ kind: 'form' });
    expect(formServerError({ response: { status: 401 } }, ['email'])).toEqual({ kind: 'session' });
    expect(formServerError('nätverksfel', ['email'])).toEqual({ kind: 'form' });
  });
});
