import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer, useRef } from 'react';
import { useLocation } from 'wouter';
import { useFocusMode } from './focus-mode';
import {
  EDUCATION_MENU_VISIBILITY_DELAY_MS,
  initialMenuState,
  type MenuState,
  menuReducer,
  type PopupName,
} from './menu-state';

export interface MenuApi {
  state: MenuState;
  toggleMobileMenu(): void;
  closeMobileMenu(): void;
  toggleUserMenu(): void;
  closeUserMenu(): void;
  /** For the course pages: opens the chapter menu and the overlay. */
  openEducationMenu(): void;
  closeEducationMenu(): void;
  setOverlay(on: boolean): void;
  openPopup(name: PopupName): void;
  closePopup(): void;
  /** What a click on the overlay does: closes the user menu and the education menu. */
  overlayClick(): void;
  /** Closes every menu, the overlay and the popup. */
  closeAll(): void;
}

const MenuContext = createContext<MenuApi | null>(null);

/** Holds the state of the header's menus, the education menu, the overlay and the popup. */
export function MenuProvider({ children }: { children?: ReactNode }) {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  useFocusMode();

  // A new page starts with everything closed.
  const [location] = useLocation();
  const shownLocation = useRef(location);
  useEffect(() => {
    if (shownLocation.current !== location) {
      shownLocation.current = location;
      dispatch({ type: 'close-all' });
    }
  }, [location]);

  // The education menu is mounted first and made visible a moment later, so it can slide in.
  const waitingToShow = state.educationMenu && !state.educationMenuVisible;
  useEffect(() => {
    if (!waitingToShow) {
      return;
    }
    const timer = setTimeout(
      () => dispatch({ type: 'show-education-menu' }),
      EDUCATION_MENU_VISIBILITY_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [waitingToShow]);

  // The actions never change, so components can hand them to effects without re-running them.
  const actions = useMemo<Omit<MenuApi, 'state'>>(
    () => ({
      toggleMobileMenu: () => dispatch({ type: 'toggle-mobile-menu' }),
      closeMobileMenu: () => dispatch({ type: 'close-mobile-menu' }),
      toggleUserMenu: () => dispatch({ type: 'toggle-user-menu' }),
      closeUserMenu: () => dispatch({ type: 'close-user-menu' }),
      openEducationMenu: () => dispatch({ type: 'open-education-menu' }),
      closeEducationMenu: () => dispatch({ type: 'close-education-menu' }),
      setOverlay: (on) => dispatch({ type: 'set-overlay', on }),
      openPopup: (name) => dispatch({ type: 'open-popup', name }),
      closePopup: () => dispatch({ type: 'close-popup' }),
      overlayClick: () => dispatch({ type: 'overlay-click' }),
      closeAll: () => dispatch({ type: 'close-all' }),
    }),
    [],
  );
  const api = useMemo<MenuApi>(() => ({ state, ...actions }), [state, actions]);

  return <MenuContext.Provider value={api}>{children}</MenuContext.Provider>;
}

/** The menus of the current layout; course pages use it for their education menu. */
export function useMenus(): MenuApi {
  const menus = useContext(MenuContext);
  if (!menus) {
    throw new Error('useMenus needs a <MenuProvider> above it (DefaultLayout or FooterlessLayout).');
  }
  return menus;
}
