import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { Logout } from './logout';

const logout = fn(async () => {});
const failingLogout = fn(() => Promise.reject(Object.assign(new Error('Serverfel'), { statusCode: 500 })));
const learner = { first_name: 'Maja', role: 'student', scope: [], email_verified: true, loggedIn: true };

const meta = {
  title: 'Konto/Logga ut (logout)/Interaktion',
  component: Logout,
  tags: ['!autodocs'],
  args: { block: makeBlock({ block_id: 'play-logout', name: 'logout', title: 'Logga ut' }) },
} satisfies Meta<typeof Logout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard only: open, cancel (focus returns to the button), open again and confirm. */
export const LogOutWithKeyboard: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider api={{ logout }} user={learner}>
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    logout.mockClear();
    const button = canvas.getByRole('button', { name: 'Logga ut' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = canvas.getByRole('dialog', { name: 'Logga ut?' });
    await expect(dialog).toBeVisible();
    // Cancel comes first and has focus, so Enter in the dialog never logs out by accident.
    await expect(within(dialog).getByRole('button', { name: 'Avbryt' })).toHaveFocus();
    // Escape is the browser's own dialog behaviour, which synthetic key events cannot trigger.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeVisible());
    await expect(button).toHaveFocus();
    await expect(logout).not.toHaveBeenCalled();

    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Logga ut' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logout).toHaveBeenCalledTimes(1);
    const status = await canvas.findByText('Du är utloggad.');
    await expect(status).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
  },
};

/** A failed logout says so, and the button stays to try again. */
export const LogOutFails: Story = {
  decorators: [
    (Story) => (
      <BlocksProvider api={{ logout: failingLogout }} user={learner}>
        <Story />
      </BlocksProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logga ut' }));
    const dialog = canvas.getByRole('dialog', { name: 'Logga ut?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logga ut' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Det gick inte att logga ut. Försök igen.',
    );
    await expect(canvas.getByRole('button', { name: 'Logga ut' })).toBeInTheDocument();
  },
};
