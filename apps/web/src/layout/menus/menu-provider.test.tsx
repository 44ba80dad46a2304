import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { MenuProvider, useMenus } from './menu-provider';
import { Overlay } from './overlay';

function Probe() {
  const menus = useMenus();
  return (
    <>
      <output aria-label="state">{JSON.stringify(menus.state)}</output>
      <button type="button" onClick={menus.openEducationMenu}>
        Kapitel
      </button>
      <button type="button" onClick={menus.toggleUserMenu}>
        Användare
      </button>
      <Overlay />
    </>
  );
}

function renderMenus(path = '/') {
  const location = memoryLocation({ path });
  render(
    <Router hook={location.hook}>
      <MenuProvider>
        <Probe />
      </MenuProvider>
    </Router>,
  );
  return location;
}

function state() {
  return JSON.parse(screen.getByLabelText('state').textContent ?? '{}') as Record<string, unknown>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  delete document.documentElement.dataset.focusMode;
});

describe('MenuProvider', () => {
  it('makes the education menu visible 100 ms after it opens, with the overlay at once', () => {
    vi.useFakeTimers();
    renderMenus();
    fireEvent.click(screen.getByRole('button', { name: 'Kapitel' }));
    expect(state()).toMatchObject({ educationMenu: true, educationMenuVisible: false, overlay: true });
    act(() => vi.advanceTimersByTime(99));
    expect(state().educationMenuVisible).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(state().educationMenuVisible).toBe(true);
  });

  it('closes the user menu and the education menu on a click on the overlay', () => {
    renderMenus();
    fireEvent.click(screen.getByRole('button', { name: 'Kapitel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Användare' }));
    expect(state()).toMatchObject({ userMenu: true, educationMenu: true });
    fireEvent.click(screen.getByTestId('overlay'));
    expect(state()).toMatchObject({ userMenu: false, educationMenu: false, overlay: false });
    expect(screen.queryByTestId('overlay')).not.toBeInTheDocument();
  });

  it('closes everything when the route changes', () => {
    const location = renderMenus('/om-webbutbildningarna');
    fireEvent.click(screen.getByRole('button', { name: 'Användare' }));
    expect(state().userMenu).toBe(true);
    act(() => location.navigate('/mina-sidor'));
    expect(state()).toMatchObject({ userMenu: false, overlay: false });
  });

  it('marks the focus mode on <html>: keyboard by default, mouse on a pointer press, keyboard on a key', () => {
    renderMenus();
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-focus-mode', 'using-keyboard');
    fireEvent.pointerDown(document.body);
    expect(html).toHaveAttribute('data-focus-mode', 'using-mouse');
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(html).toHaveAttribute('data-focus-mode', 'using-keyboard');
  });

  it('tells the developer when a component uses the menus outside a layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/MenuProvider/);
  });
});
