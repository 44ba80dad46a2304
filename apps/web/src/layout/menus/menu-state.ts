/**
 * The overlays of the site (SPEC §4 Menus) as one pure state: which menus are open, whether
 * the overlay darkens the page and which popup is shown. No React here, so the rules are
 * tested on their own.
 */

/** A popup the layout knows by name; pages may add their own names. */
export type PopupName = 'logout' | (string & {});

export interface MenuState {
  mobileMenu: boolean;
  userMenu: boolean;
  /** The course's chapter menu (footerless layout). */
  educationMenu: boolean;
  /** Set 100 ms after the education menu opens, so it can slide in (SPEC §9). */
  educationMenuVisible: boolean;
  overlay: boolean;
  popup: PopupName | null;
}

export type MenuAction =
  | { type: 'toggle-mobile-menu' }
  | { type: 'toggle-user-menu' }
  | { type: 'close-mobile-menu' }
  | { type: 'close-user-menu' }
  | { type: 'open-education-menu' }
  | { type: 'show-education-menu' }
  | { type: 'close-education-menu' }
  | { type: 'set-overlay'; on: boolean }
  | { type: 'open-popup'; name: PopupName }
  | { type: 'close-popup' }
  | { type: 'overlay-click' }
  | { type: 'close-all' };

/** How long the education menu waits before it becomes visible (SPEC §9). */
export const EDUCATION_MENU_VISIBILITY_DELAY_MS = 100;

export const initialMenuState: MenuState = {
  mobileMenu: false,
  userMenu: false,
  educationMenu: false,
  educationMenuVisible: false,
  overlay: false,
  popup: null,
};

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'toggle-mobile-menu':
      // The two header menus share the same corner of the screen: one closes the other.
      return withOverlay({ ...state, mobileMenu: !state.mobileMenu, userMenu: false });
    case 'toggle-user-menu':
      return withOverlay({ ...state, userMenu: !state.userMenu, mobileMenu: false });
    case 'close-mobile-menu':
      return withOverlay({ ...state, mobileMenu: false });
    case 'close-user-menu':
      return withOverlay({ ...state, userMenu: false });
    case 'open-education-menu':
      return { ...state, educationMenu: true, educationMenuVisible: false, overlay: true };
    case 'show-education-menu':
      return state.educationMenu ? { ...state, educationMenuVisible: true } : state;
    case 'close-education-menu':
      return withOverlay({ ...state, educationMenu: false, educationMenuVisible: false });
    case 'set-overlay':
      return { ...state, overlay: action.on };
    case 'open-popup':
      return { ...state, popup: action.name };
    case 'close-popup':
      return { ...state, popup: null };
    case 'overlay-click':
      return withOverlay({ ...state, userMenu: false, educationMenu: false, educationMenuVisible: false });
    case 'close-all':
      return initialMenuState;
    default:
      return action satisfies never;
  }
}

/**
 * The overlay follows the menus that float over the page: on while the user menu or the
 * education menu is open. The mobile drawer pushes the page down instead, so it needs none.
 */
function withOverlay(state: MenuState): MenuState {
  return { ...state, overlay: state.userMenu || state.educationMenu };
}
