import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_FOCUS_DELAY_MS } from './focus-trap';
import { Popup, type PopupProps } from './popup';

function Opener(props: Partial<PopupProps>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öppna
      </button>
      <button type="button">Efter</button>
      <Popup
        open={open}
        title="Logga ut?"
        text="Du loggas ut."
        onClose={() => setOpen(false)}
        buttons={[
          { label: 'Ja', onClick: () => setOpen(false) },
          { label: 'Nej', variant: 'secondary', onClick: () => setOpen(false) },
        ]}
        {...props}
      />
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Popup', () => {
  it('is a modal dialog named by its title and described by its text', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    const dialog = screen.getByRole('dialog', { name: 'Logga ut?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Du loggas ut.');
    expect(screen.getByRole('heading', { level: 2, name: 'Logga ut?' })).toBeInTheDocument();
  });

  it('takes focus only after 100 ms', () => {
    vi.useFakeTimers();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Öppna' });
    opener.focus();
    fireEvent.click(opener);
    act(() => vi.advanceTimersByTime(POPUP_FOCUS_DELAY_MS - 1));
    expect(opener).toHaveFocus();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('dialog')).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stäng' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Ja' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Nej' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Stäng' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Nej' })).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Öppna' })).toHaveFocus();
  });

  it('closes with its close button and its action buttons', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    await user.click(screen.getByRole('button', { name: 'Nej' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cannot be closed by the visitor when it is not closable', async () => {
    const user = userEvent.setup();
    render(<Opener closable={false} />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    expect(screen.queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is large by default and can be small and centred', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    const frame = () => screen.getByRole('dialog').parentElement;
    expect(frame()).toHaveAttribute('data-size', 'large');
    expect(frame()).not.toHaveAttribute('data-center');
    unmount();
    render(<Opener size="small" center />);
    await user.click(screen.getByRole('button', { name: 'Öppna' }));
    expect(frame()).toHaveAttribute('data-size', 'small');
    expect(frame()).toHaveAttribute('data-center');
  });
});
