import type { RoomUser, User } from '@jamstalldhet/contract';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { ListUsers } from './list-users';
import { classroom, participants } from './list-users.fixtures';

const teacher: User = {
  first_name: 'Örjan',
  role: 'teacher',
  scope: [],
  email_verified: true,
  loggedIn: true,
};

/** Wraps a story in a classroom page with an in-memory `listRoomUsers`. */
function inRoom(
  listRoomUsers: (roomId: number) => Promise<RoomUser[]>,
  user: User | null = teacher,
): Decorator {
  return (Story) => (
    <BlocksProvider api={{ listRoomUsers }} user={user} page={classroom}>
      <Story />
    </BlocksProvider>
  );
}

const meta = {
  title: 'Konto/Deltagare (list-users)',
  component: ListUsers,
  args: {
    block: makeBlock({ block_id: 'story-users', name: 'list-users', title: 'Deltagare i klassrummet' }),
  },
} satisfies Meta<typeof ListUsers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Participants in Swedish alphabetical order, with roles in words and the count. */
export const Filled: Story = { decorators: [inRoom(async () => participants)] };

/** An internal group room. */
export const GroupRoom: Story = {
  args: { block: makeBlock({ block_id: 'story-group', name: 'list-users', title: 'Gruppens medlemmar' }) },
  decorators: [
    inRoom(async () => [
      { id: 11, first_name: 'Malin', last_name: 'Ek', role: 'internal_teacher' },
      { id: 12, first_name: 'Karim', last_name: 'Haddad', role: 'internal_student' },
      { id: 13, first_name: 'Lena', last_name: 'Ström', role: 'internal_administrator' },
    ]),
  ],
};

/** Nobody has joined yet. */
export const Empty: Story = { decorators: [inRoom(async () => [])] };

/** While the participants load. */
export const Loading: Story = { decorators: [inRoom(() => new Promise(() => {}))] };

/** The participants could not be loaded. */
export const LoadError: Story = {
  decorators: [inRoom(() => Promise.reject(Object.assign(new Error('Serverfel'), { statusCode: 500 })))],
};

/** Anonymous visitors are asked to log in; no names are shown. */
export const LoggedOut: Story = { decorators: [inRoom(async () => participants, null)] };

/** Long names wrap. */
export const LongText: Story = {
  decorators: [
    inRoom(async () => [
      {
        id: 21,
        first_name: 'Anna-Karin Margareta',
        last_name: 'Johansson-Abdirahman Östergren af Wetterstedt',
        role: 'teacher',
      },
      ...participants,
    ]),
  ],
};
