import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlocksProvider } from '../../blocks-provider/blocks-context';
import { makeBlock } from '../../test/blocks';
import { Logout } from './logout';

const block = makeBlock({ block_id: 'lo1', name: 'logout', title: 'Logga ut' });
const learner = { first_name: 'Maja', role: 'student', scope: [], email_verified: true, loggedIn: true };

describe('logout', () => {
  it('asks for confirmation before logging out, then says so', async () => {
    const logout = vi.fn(async () => {});
    render(
      <BlocksProvider api={{ logout }} user={learner}>
        <Logout block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Logga ut' })).toBeInTheDocument();
    expect(screen.getByText(/Dina framsteg är sparade/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    const dialog = screen.getByRole('dialog', { name: 'Logga ut?' });
    expect(logout).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Logga ut' }));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('status')).toHaveTextContent('Du är utloggad.');
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Logga ut' })).not.toBeInTheDocument();
  });

  it('does nothing on cancel', async () => {
    const logout = vi.fn(async () => {});
    render(
      <BlocksProvider api={{ logout }} user={learner}>
        <Logout block={block} />
      </BlocksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Logga ut' })).toHaveFocus();
  });

  it('shows an error when logging out fails, and lets the user try again', async () => {
    const logout = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('Serverfel'))
      .mockResolvedValueOnce();
    render(
      <BlocksProvider api={{ logout }} user={learner}>
        <Logout block={block} />
      </BlocksProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Det gick inte att logga ut. Försök igen.');
    await userEvent.click(screen.getByRole('button', { name: 'Logga ut' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Logga ut' }));
    expect(await screen.findByText('Du är utloggad.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the editor text instead of the default', () => {
    render(
      <BlocksProvider api={{ logout: async () => {} }} user={learner}>
        <Logout block={{ ...block, html: '<p>Logga ut när du är klar.</p>' }} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Logga ut när du är klar.')).toBeInTheDocument();
    expect(screen.queryByText(/Dina framsteg är sparade/)).not.toBeInTheDocument();
  });

  it('has no button when not logged in or without the call', () => {
    const { unmount } = render(
      <BlocksProvider api={{ logout: async () => {} }}>
        <Logout block={block} />
      </BlocksProvider>,
    );
    expect(screen.getByText('Du är inte inloggad.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(
      <BlocksProvider user={learner}>
        <Logout block={block} />
      </BlocksProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
