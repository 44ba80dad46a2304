import type { NavigationItem } from '@jamstalldhet/contract';
import { useRef } from 'react';
import { useAuth } from '../../site/services';
import { SiteLink } from '../../site/site-link';
import { useMenus } from '../menus/menu-provider';
import { useEscapeToClose } from '../menus/use-escape-to-close';
import { MainNavigationList } from './main-navigation';
import { useLoginHref } from './use-login-href';
import { LOGIN_LINK_TEXT } from './user-menu';
import { userMenuItems } from './user-menu-items';
import { UserMenuList } from './user-menu-list';
import './mobile-menu.css';

/** The 'Meny' button of small screens; it shows and hides the drawer (disclosure pattern). */
export function MobileMenuButton({ drawerId }: { drawerId: string }) {
  const { state, toggleMobileMenu, closeMobileMenu } = useMenus();
  const button = useRef<HTMLButtonElement>(null);
  useEscapeToClose(state.mobileMenu, closeMobileMenu, button);
  return (
    <button
      ref={button}
      type="button"
      className="web-mobile-menu-button jb-control"
      aria-expanded={state.mobileMenu}
      aria-controls={drawerId}
      onClick={toggleMobileMenu}
    >
      <span className="web-mobile-menu-button__bars" aria-hidden="true" />
      Meny
    </button>
  );
}

/** The drawer under the header on small screens: the main navigation and the user's items. */
export function MobileMenuDrawer({ id, items }: { id: string; items: readonly NavigationItem[] }) {
  const { state } = useMenus();
  const { status, user } = useAuth();
  const loginHref = useLoginHref();
  return (
    <nav id={id} aria-label="Meny" className="web-mobile-menu" hidden={!state.mobileMenu}>
      <MainNavigationList items={items} className="web-mobile-menu__list" />
      <div className="web-mobile-menu__user">
        {user ? (
          <>
            <p className="web-mobile-menu__signed-in">
              Inloggad som <strong>{user.first_name}</strong>
            </p>
            <UserMenuList items={userMenuItems(user.role)} className="web-mobile-menu__user-list" />
          </>
        ) : (
          status === 'anonymous' && (
            <SiteLink href={loginHref} className="jb-button web-user-menu__login" data-variant="secondary">
              {LOGIN_LINK_TEXT}
            </SiteLink>
          )
        )}
      </div>
    </nav>
  );
}
