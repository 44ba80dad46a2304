import { loginPath } from '@jamstalldhet/blocks/engine';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findMainNavigation, renderLayout } from '../../../test/render-layout';

describe('the header', () => {
  it('starts the tab order with the two skip links, which move focus to the content and the menu', async () => {
    const user = userEvent.setup();
    renderLayout('/om-webbutbildningarna');
    await findMainNavigation();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gå direkt till innehåll' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Gå direkt till menyn' })).toHaveFocus();

    await user.click(screen.getByRole('link', { name: 'Gå direkt till innehåll' }));
    expect(screen.getByRole('main')).toHaveFocus();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'innehall');

    await user.click(screen.getByRole('link', { name: 'Gå direkt till menyn' }));
    await user.tab();
    expect(
      within(screen.getByRole('navigation', { name: 'Huvudmeny' })).getAllByRole('link')[0],
    ).toHaveFocus();
  });

  it('has one h1, from the page, and a logo link to the start page', async () => {
    renderLayout('/om-webbutbildningarna');
    await findMainNavigation();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: 'Jämställdhetsmyndigheten Webbutbildningar, till startsidan' }),
    ).toHaveAttribute('href', '/');
  });

  it('shows the navigation of the settings, marks the current page and navigates inside the site', async () => {
    const user = userEvent.setup();
    const { location } = renderLayout('/om-webbutbildningarna');
    const nav = await findMainNavigation();
    const about = within(nav).getByRole('link', { name: 'Om webbutbildningarna' });
    expect(about).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Alla utbildningar' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('link', { name: 'Mina sidor' }));
    expect(location.history.at(-1)).toBe('/mina-sidor');
    expect(within(nav).getByRole('link', { name: 'Mina sidor' })).toHaveAttribute('aria-current', 'page');
    expect(about).not.toHaveAttribute('aria-current');
  });

  it('opens external items in a new window and says so, with the editor’s aria_label', async () => {
    renderLayout('/');
    const nav = await findMainNavigation();
    const external = within(nav).getByRole('link', {
      name: 'Jämställdhetsmyndigheten.se (öppnas i ett nytt fönster)',
    });
    expect(external).toHaveAttribute('href', 'https://www.jamstalldhetsmyndigheten.se');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Internal items stay in the same window.
    expect(within(nav).getByRole('link', { name: 'Alla utbildningar' })).not.toHaveAttribute('target');
  });

  it('links visitors to the login page with the current path as next', async () => {
    renderLayout('/om-webbutbildningarna?flik=2');
    await findMainNavigation();
    const login = screen.getAllByRole('link', { name: 'Logga in / Skapa konto' })[0];
    expect(login).toHaveAttribute('href', loginPath('/om-webbutbildningarna?flik=2'));
    expect(screen.queryByRole('button', { name: /Inloggad som/ })).not.toBeInTheDocument();
  });

  it('keeps the login link as it is on the login page, so next does not nest', async () => {
    renderLayout('/anvandare/login?next=%2Fmina-sidor');
    await findMainNavigation();
    expect(screen.getAllByRole('link', { name: 'Logga in / Skapa konto' })[0]).toHaveAttribute(
      'href',
      '/anvandare/login?next=%2Fmina-sidor',
    );
  });
});

describe('the mobile menu', () => {
  it('shows and hides the drawer with the navigation and the login link', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    await findMainNavigation();
    const button = screen.getByRole('button', { name: 'Meny' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Meny' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const drawer = screen.getByRole('navigation', { name: 'Meny' });
    expect(button).toHaveAttribute('aria-controls', drawer.id);
    expect(within(drawer).getByRole('link', { name: 'Om webbutbildningarna' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Logga in / Skapa konto' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when a link in it is followed', async () => {
    const user = userEvent.setup();
    const { location } = renderLayout('/');
    await findMainNavigation();
    await user.click(screen.getByRole('button', { name: 'Meny' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Meny' })).getByRole('link', {
        name: 'Om webbutbildningarna',
      }),
    );
    expect(location.history.at(-1)).toBe('/om-webbutbildningarna');
    expect(screen.getByRole('button', { name: 'Meny' })).toHaveAttribute('aria-expanded', 'false');
  });
});
