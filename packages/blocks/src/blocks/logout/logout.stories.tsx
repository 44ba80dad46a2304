import type { User } from '@jamstalldhet/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { Logout } from './logout';

const learner: User = {
  first_name: 'Maja',
  role: 'student',
  scope: [],
  email_verified: true,
  loggedIn: true,
};

/** Wraps a story in a provider with a logged-in learner and an in-memory `logout`. */
function withLogout(logout: (() => Promise<void>) | undefined, user: User | null = learner): Decorator {
  return (Story) => (
    <BlocksProvider api={logout ? { logout } : {}} user={user}>
      <Story />
    </BlocksProvider>
  );
}

const meta = {
  title: 'Konto/Logga ut (logout)',
  component: Logout,
  args: { block: makeBlock({ block_id: 'story-logout', name: 'logout', title: 'Logga ut' }) },
} satisfies Meta<typeof Logout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default text and the button that asks for confirmation. */
export const Default: Story = { decorators: [withLogout(async () => {})] };

/** The editor's own text instead of the default. */
export const WithText: Story = {
  args: {
    block: makeBlock({
      block_id: 'story-logout-text',
      name: 'logout',
      title: 'Logga ut från webbutbildningarna',
      html: '<p>Använder du en gemensam dator, till exempel i personalrummet? Logga ut när du är klar, så att ingen annan kommer åt dina svar och certifikat.</p>',
    }),
  },
  decorators: [withLogout(async () => {})],
};

/** Not logged in: nothing to log out from. */
export const NotLoggedIn: Story = { decorators: [withLogout(async () => {}, null)] };

/** The host gives no `logout` call: only the text is shown. */
export const WithoutApi: Story = { decorators: [withLogout(undefined)] };
