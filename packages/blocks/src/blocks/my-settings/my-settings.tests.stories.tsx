import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { MySettings } from './my-settings';
import { apiError, learner, settings } from './my-settings.fixtures';

const updateProfile = fn(async () => {});
const changePassword = fn(async () => {});
const deleteAccount = fn(async () => {});

const meta = {
  title: 'Konto/Inställningar (my-settings)/Interaktion',
  component: MySettings,
  tags: ['!autodocs'],
  args: {
    block: makeBlock({ block_id: 'play-settings', name: 'my-settings', title: 'Användarinställningar' }),
  },
  decorators: [
    (Story) => (
      <BlocksProvider
        api={{ updateProfile, changePassword, deleteAccount }}
        user={learner}
        settings={settings}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof MySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: an emptied name and a bad address are caught, focus goes to the first. */
export const ProfileValidation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    updateProfile.mockClear();
    const firstName = canvas.getByRole('textbox', { name: 'Förnamn' });
    await userEvent.tab();
    await expect(firstName).toHaveFocus();
    await userEvent.clear(firstName);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'E-postadress' }));
    await userEvent.keyboard('amira.haddad@malmo');
    canvas.getByRole('button', { name: 'Spara uppgifter' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(firstName).toHaveFocus());
    await expect(firstName).toHaveAccessibleDescription('Skriv ditt förnamn.');
    await expect(canvas.getByRole('textbox', { name: 'E-postadress' })).toHaveAccessibleDescription(
      'Skriv e-postadressen som namn@exempel.se.',
    );
    await expect(updateProfile).not.toHaveBeenCalled();

    await userEvent.keyboard('Amira');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'E-postadress' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-postadress' }), 'amira@malmo.se');
    // A new address asks for the current password, in a field under it.
    await userEvent.type(canvas.getByLabelText('Ditt nuvarande lösenord'), 'mitt-losenord');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara uppgifter' }));
    await expect(await canvas.findByText('Dina uppgifter är sparade.')).toBeInTheDocument();
    await expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Amira',
      last_name: 'Haddad',
      email: 'amira@malmo.se',
      current_password: 'mitt-losenord',
      organization: 2,
      work_title: 11,
    });
  },
};

/** The server refuses the address: its message shows next to the field, and the typing stays. */
export const ProfileServerFieldError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    updateProfile.mockRejectedValueOnce(
      apiError(400, 'E-postadressen används redan av ett annat konto.', 'email'),
    );
    const email = canvas.getByRole('textbox', { name: 'E-postadress' });
    await userEvent.clear(email);
    await userEvent.type(email, 'anna@malmo.se');
    await userEvent.type(canvas.getByLabelText('Ditt nuvarande lösenord'), 'mitt-losenord');
    await userEvent.click(canvas.getByRole('button', { name: 'Spara uppgifter' }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription('E-postadressen används redan av ett annat konto.');
    await expect(email).toHaveValue('anna@malmo.se');
  },
};

/** Keyboard only: repeated password must match; the form is emptied after a change. */
export const ChangePassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    changePassword.mockClear();
    const current = canvas.getByLabelText('Nuvarande lösenord');
    const next = canvas.getByLabelText('Nytt lösenord');
    const repeat = canvas.getByLabelText('Upprepa nytt lösenord');
    await expect(next).toHaveAccessibleDescription('Minst 12 tecken.');
    await userEvent.type(current, 'gammalt-losen');
    await userEvent.type(next, 'jamstalldhet2026');
    await userEvent.type(repeat, 'jamstalldhet2025');
    await userEvent.keyboard('{Enter}');
    // Focus was already in the field where Enter was pressed; wait for the error instead.
    await waitFor(() =>
      expect(repeat).toHaveAccessibleDescription(
        'Lösenorden är inte lika. Skriv samma nya lösenord i båda fälten.',
      ),
    );
    await expect(repeat).toHaveFocus();
    await userEvent.clear(repeat);
    await userEvent.type(repeat, 'jamstalldhet2026{Enter}');
    await expect(await canvas.findByText('Ditt lösenord är bytt.')).toBeInTheDocument();
    await expect(changePassword).toHaveBeenCalledWith({
      current_password: 'gammalt-losen',
      new_password: 'jamstalldhet2026',
    });
    await expect(next).toHaveValue('');
  },
};

/**
 * Keyboard only: the password is asked for first; the delete dialog opens on cancel, which has
 * focus; then deletes on confirm.
 */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    deleteAccount.mockClear();
    const password = canvas.getByLabelText('Ditt lösenord');
    const button = canvas.getByRole('button', { name: 'Radera mitt konto' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(password).toHaveFocus());
    await expect(password).toBeInvalid();
    await userEvent.keyboard('mitt-losenord');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'Vill du radera ditt konto?' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    // Escape is the browser's own dialog behaviour, which synthetic key events cannot trigger.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(button).toHaveFocus();
    await expect(deleteAccount).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Radera kontot' }));
    await expect(deleteAccount).toHaveBeenCalledWith({ current_password: 'mitt-losenord' });
    const done = await canvas.findByText('Ditt konto är raderat.');
    await expect(done).toHaveFocus();
  },
};
