import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BlocksApi } from '../../blocks-provider/api';
import { type BlocksContextValue, BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { MySettings } from './my-settings';
import { learner, settings } from './my-settings.fixtures';

/** In-memory calls that succeed after a short pause, like a real server. */
const api: BlocksApi = {
  updateProfile: () => new Promise((resolve) => setTimeout(resolve, 300)),
  changePassword: () => new Promise((resolve) => setTimeout(resolve, 300)),
  deleteAccount: () => new Promise((resolve) => setTimeout(resolve, 300)),
};

const meta = {
  title: 'Konto/Inställningar (my-settings)',
  component: MySettings,
  args: {
    block: makeBlock({ block_id: 'story-settings', name: 'my-settings', title: 'Användarinställningar' }),
  },
  decorators: [
    (Story, context) => (
      <BlocksProvider
        api={api}
        user={learner}
        settings={settings}
        {...(context.parameters.blocks as BlocksContextValue | undefined)}
      >
        <Story />
      </BlocksProvider>
    ),
  ],
} satisfies Meta<typeof MySettings>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three sections, filled in from the user; organisations and work titles sorted by name. */
export const Filled: Story = {};

/** Without organisations and work titles in the site settings, those fields are left out. */
export const WithoutTaxonomies: Story = {
  parameters: {
    blocks: { settings: { ...settings, taxonomies: { user_organization: [], user_work_title: [] } } },
  },
};

/** A user without a last name or an organisation yet. */
export const IncompleteProfile: Story = {
  parameters: {
    blocks: { user: { ...learner, last_name: undefined, organization: undefined, work_title: undefined } },
  },
};

/** Only the password can be changed here: the host gives no other calls. */
export const PasswordOnly: Story = {
  parameters: { blocks: { api: { changePassword: api.changePassword } } },
};

/** The host gives none of the calls. */
export const Unavailable: Story = { parameters: { blocks: { api: {} } } };

/** Not logged in. */
export const LoggedOut: Story = { parameters: { blocks: { user: null } } };

/** Long names and organisations wrap. */
export const LongText: Story = {
  parameters: {
    blocks: {
      user: {
        ...learner,
        first_name: 'Anna-Karin Margareta',
        last_name: 'Johansson-Abdirahman Östergren af Wetterstedt',
        email: 'anna-karin.johansson-abdirahman.ostergren@utbildningsforvaltningen.goteborg.se',
        organization: 9,
      },
      settings: {
        ...settings,
        taxonomies: {
          ...settings.taxonomies,
          user_organization: [
            ...settings.taxonomies.user_organization,
            {
              id: 9,
              name: 'Göteborgs Stad, utbildningsförvaltningen, grundskoleavdelningen, område nordost',
            },
          ],
        },
      },
    },
  },
};
