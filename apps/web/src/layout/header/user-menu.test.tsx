import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginAs } from '../../../test/render-app';
import { findMainNavigation, renderLayout, SLOW } from '../../../test/render-layout';

async function findUserButton(firstName: string) {
  return screen.findByRole('button', { name: `Inloggad som ${firstName}` }, SLOW);
}

function userMenuLinks(button: HTMLElement) {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) {
    throw new Error('aria-controls names no element');
  }
  return within(list);
}

describe('the user menu', () => {
  it('shows an ordinary user their items, without the disabled certificates, as a disclosure', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    renderLayout('/');
    const button = await findUserButton('Elin');
    expect(screen.queryByRole('link', { name: 'Logga in / Skapa konto' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Mina utbildningar' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = userMenuLinks(button);
    expect(menu.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Mina utbildningar',
      'Mina klassrum',
      'Användarinställningar',
      'Logga ut',
    ]);
    expect(menu.getByRole('link', { name: 'Mina klassrum' })).toHaveAttribute(
      'href',
      '/mina-sidor/mina-klassrum',
    );
    expect(menu.queryByRole('link', { name: 'Mina certifikat' })).not.toBeInTheDocument();
    expect(menu.queryByRole('link', { name: 'Grupprum' })).not.toBeInTheDocument();
  });

  it('shows internal users group rooms instead of classrooms', async () => {
    const user = userEvent.setup();
    await loginAs('intern@example.se');
    renderLayout('/');
    const button = await findUserButton('Ida');
    await user.click(button);
    const menu = userMenuLinks(button);
    expect(menu.getByRole('link', { name: 'Grupprum' })).toHaveAttribute('href', '/mina-sidor/grupprum');
    expect(menu.queryByRole('link', { name: 'Mina klassrum' })).not.toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Mina utbildningar' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Användarinställningar' })).toBeInTheDocument();
  });

  it('closes on Escape with focus back on its button, on an overlay click, and when an item is followed', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    const { location } = renderLayout('/');
    const button = await findUserButton('Elin');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByTestId('overlay'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('overlay')).not.toBeInTheDocument();

    await user.click(button);
    await user.click(userMenuLinks(button).getByRole('link', { name: 'Mina utbildningar' }));
    expect(location.history.at(-1)).toBe('/mina-sidor/mina-utbildningar');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the mobile menu when it opens, and is closed by the mobile menu', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    renderLayout('/');
    const userButton = await findUserButton('Elin');
    const menuButton = screen.getByRole('button', { name: 'Meny' });

    await user.click(menuButton);
    expect(within(screen.getByRole('navigation', { name: 'Meny' })).getByText('Elin')).toBeInTheDocument();
    await user.click(userButton);
    expect(userButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await user.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(userButton).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('logging out from the menu', () => {
  it('asks "Logga ut?" in a modal that keeps focus, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    renderLayout('/');
    const button = await findUserButton('Elin');
    await user.click(button);
    const logoutItem = userMenuLinks(button).getByRole('button', { name: 'Logga ut' });
    await user.click(logoutItem);

    const dialog = screen.getByRole('dialog', { name: 'Logga ut?' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    // The first Escape is the popup's; the menu under it stays open.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logoutItem).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('goes to /anvandare/logga-ut with the popup’s Logga ut button and closes it', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    const { location } = renderLayout('/');
    await user.click(await findUserButton('Elin'));
    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    const dialog = screen.getByRole('dialog', { name: 'Logga ut?' });
    await user.click(within(dialog).getByRole('button', { name: 'Logga ut' }));
    expect(location.history.at(-1)).toBe('/anvandare/logga-ut');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('can be cancelled, which keeps the user logged in where they were', async () => {
    const user = userEvent.setup();
    await loginAs('elev@example.se');
    const { location } = renderLayout('/');
    await findMainNavigation();
    await user.click(await findUserButton('Elin'));
    await user.click(screen.getByRole('button', { name: 'Logga ut' }));
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.history).toEqual(['/']);
  });
});
