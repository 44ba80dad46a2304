import { describe, expect, it } from 'vitest';
import { initialMenuState, type MenuAction, type MenuState, menuReducer } from './menu-state';

function run(...actions: MenuAction[]): MenuState {
  return actions.reduce(menuReducer, initialMenuState);
}

describe('menuReducer', () => {
  it('starts with everything closed', () => {
    expect(initialMenuState).toEqual({
      mobileMenu: false,
      userMenu: false,
      educationMenu: false,
      educationMenuVisible: false,
      overlay: false,
      popup: null,
    });
  });

  it('toggles the user menu with the overlay', () => {
    const open = run({ type: 'toggle-user-menu' });
    expect(open.userMenu).toBe(true);
    expect(open.overlay).toBe(true);
    const closed = menuReducer(open, { type: 'toggle-user-menu' });
    expect(closed.userMenu).toBe(false);
    expect(closed.overlay).toBe(false);
  });

  it('closes the mobile menu when the user menu opens, and the other way round', () => {
    const userOpen = run({ type: 'toggle-mobile-menu' }, { type: 'toggle-user-menu' });
    expect(userOpen).toMatchObject({ userMenu: true, mobileMenu: false });
    const mobileOpen = menuReducer(userOpen, { type: 'toggle-mobile-menu' });
    expect(mobileOpen).toMatchObject({ userMenu: false, mobileMenu: true, overlay: false });
  });

  it('opens the education menu with the overlay, visible only after the show step', () => {
    const opened = run({ type: 'open-education-menu' });
    expect(opened).toMatchObject({ educationMenu: true, educationMenuVisible: false, overlay: true });
    expect(menuReducer(opened, { type: 'show-education-menu' }).educationMenuVisible).toBe(true);
  });

  it('ignores a late show step once the education menu has closed', () => {
    const state = run(
      { type: 'open-education-menu' },
      { type: 'close-education-menu' },
      { type: 'show-education-menu' },
    );
    expect(state).toMatchObject({ educationMenu: false, educationMenuVisible: false, overlay: false });
  });

  it('keeps the overlay while another menu still uses it', () => {
    const state = run(
      { type: 'open-education-menu' },
      { type: 'toggle-user-menu' },
      { type: 'toggle-user-menu' },
    );
    expect(state).toMatchObject({ userMenu: false, educationMenu: true, overlay: true });
  });

  it('closes the user menu and the education menu on an overlay click, not the popup', () => {
    const state = run(
      { type: 'open-education-menu' },
      { type: 'show-education-menu' },
      { type: 'toggle-user-menu' },
      { type: 'open-popup', name: 'logout' },
      { type: 'overlay-click' },
    );
    expect(state).toMatchObject({
      userMenu: false,
      educationMenu: false,
      educationMenuVisible: false,
      overlay: false,
      popup: 'logout',
    });
  });

  it('lets the popup and the overlay change on their own', () => {
    const state = run({ type: 'open-popup', name: 'logout' }, { type: 'set-overlay', on: true });
    expect(state).toMatchObject({ popup: 'logout', overlay: true, userMenu: false, mobileMenu: false });
    expect(menuReducer(state, { type: 'close-popup' })).toMatchObject({ popup: null, overlay: true });
  });

  it('resets menus, overlay and popup on close-all', () => {
    const state = run(
      { type: 'toggle-user-menu' },
      { type: 'open-education-menu' },
      { type: 'open-popup', name: 'logout' },
      { type: 'close-all' },
    );
    expect(state).toEqual(initialMenuState);
  });

  it('closes single menus without touching the others', () => {
    const mobile = run(
      { type: 'toggle-mobile-menu' },
      { type: 'open-popup', name: 'logout' },
      { type: 'close-mobile-menu' },
    );
    expect(mobile).toMatchObject({ mobileMenu: false, popup: 'logout' });
    const user = run(
      { type: 'open-education-menu' },
      { type: 'toggle-user-menu' },
      { type: 'close-user-menu' },
    );
    expect(user).toMatchObject({ userMenu: false, educationMenu: true, overlay: true });
  });
});
