import type { RoomUser } from '@jamstalldhet/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { ListUsers } from './list-users';
import { classroom, participants } from './list-users.fixtures';

const block = makeBlock({ block_id: 'u1', name: 'list-users', title: 'Deltagare' });
const teacher = { first_name: 'Örjan', role: 'teacher', scope: [], email_verified: true, loggedIn: true };

describe('list-users', () => {
  it('loads the participants of the room page, sorted in Swedish order, with roles in words', async () => {
    const listRoomUsers = vi.fn(async () => participants);
    render(
      <BlocksProvider api={{ listRoomUsers }} user={teacher} page={classroom}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Laddar deltagarna');
    const list = await screen.findByRole('list', { name: 'Deltagare' });
    expect(listRoomUsers).toHaveBeenCalledWith(501);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Aisha Mohamed, Elev',
      'Ebba—',
      'Elias Nyström, Elev',
      'Zeynep Kaya, Elev',
      'Åsa Berg, Administratör',
      'Örjan Svensson, Lärare',
    ]);
    expect(screen.getByText('6 deltagare')).toBeInTheDocument();
  });

  it('uses the block post_id outside a room page', async () => {
    const listRoomUsers = vi.fn(async () => participants.slice(0, 1));
    render(
      <BlocksProvider api={{ listRoomUsers }} user={teacher} page={{ ...classroom, post_type: 'page' }}>
        <ListUsers block={{ ...block, post_id: 77 }} />
      </BlocksProvider>,
    );
    expect(await screen.findByText('1 deltagare')).toBeInTheDocument();
    expect(listRoomUsers).toHaveBeenCalledWith(77);
  });

  it('names the internal roles', async () => {
    const internal: RoomUser[] = [
      { id: 1, first_name: 'Malin', last_name: 'Ek', role: 'internal_teacher' },
      { id: 2, first_name: 'Karim', last_name: 'Haddad', role: 'internal_student' },
      { id: 3, first_name: 'Lena', last_name: 'Ström', role: 'internal_administrator' },
    ];
    render(
      <BlocksProvider api={{ listRoomUsers: async () => internal }} user={teacher} page={classroom}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByText('Handledare')).toBeInTheDocument();
    expect(screen.getByText('Deltagare', { selector: '.jb-user-list__role' })).toBeInTheDocument();
    expect(screen.getByText('Administratör')).toBeInTheDocument();
  });

  it('asks anonymous visitors to log in and does not load names', () => {
    const listRoomUsers = vi.fn(async () => participants);
    render(
      <BlocksProvider api={{ listRoomUsers }} page={classroom}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Logga in för att se deltagarna.')).toBeInTheDocument();
    expect(listRoomUsers).not.toHaveBeenCalled();
  });

  it('says when there are no participants, and when there is no room', async () => {
    const { unmount } = render(
      <BlocksProvider api={{ listRoomUsers: async () => [] }} user={teacher} page={classroom}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByText('Det finns inga deltagare här ännu.')).toBeInTheDocument();
    unmount();
    const listRoomUsers = vi.fn(async () => participants);
    render(
      <BlocksProvider api={{ listRoomUsers }} user={teacher}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Det finns inga deltagare här ännu.')).toBeInTheDocument();
    expect(listRoomUsers).not.toHaveBeenCalled();
  });

  it('shows a load error and loads again on request', async () => {
    const listRoomUsers = vi
      .fn<(roomId: number) => Promise<RoomUser[]>>()
      .mockRejectedValueOnce(new Error('Serverfel'))
      .mockResolvedValueOnce(participants);
    render(
      <BlocksProvider api={{ listRoomUsers }} user={teacher} page={classroom}>
        <ListUsers block={block} />
      </BlocksProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Deltagarna kunde inte laddas.');
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }));
    expect(await screen.findByText('6 deltagare')).toBeInTheDocument();
  });
});
