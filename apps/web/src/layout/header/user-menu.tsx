import { Button } from '@jamstalldhet/blocks';
import { useId, useRef } from 'react';
import { useAuth } from '../../site/services';
import { SiteLink } from '../../site/site-link';
import { useMenus } from '../menus/menu-provider';
import { useEscapeToClose } from '../menus/use-escape-to-close';
import { useLoginHref } from './use-login-href';
import { userMenuItems } from './user-menu-items';
import { UserMenuList } from './user-menu-list';
import './user-menu.css';

export const LOGIN_LINK_TEXT = 'Logga in / Skapa konto';

/**
 * The header's account corner (SPEC §2): a login link for visitors; for users a button with
 * their first name that shows and hides their menu (disclosure pattern).
 */
export function UserMenu() {
  const { status, user } = useAuth();
  const { state, toggleUserMenu, closeUserMenu } = useMenus();
  const loginHref = useLoginHref();
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  useEscapeToClose(state.userMenu, closeUserMenu, button);

  // Nothing while the session is checked, so a logged-in user never sees the login link flash.
  if (status === 'loading') {
    return null;
  }
  if (!user) {
    return (
      <SiteLink href={loginHref} className="jb-button web-user-menu__login" data-variant="secondary">
        {LOGIN_LINK_TEXT}
      </SiteLink>
    );
  }
  return (
    <div className="web-user-menu" data-open={state.userMenu || undefined}>
      <Button
        ref={button}
        className="web-user-menu__button"
        variant="secondary"
        aria-expanded={state.userMenu}
        aria-controls={listId}
        onClick={toggleUserMenu}
      >
        <span className="web-user-menu__signed-in">Inloggad som</span>{' '}
        <span className="web-user-menu__name">{user.first_name}</span>
      </Button>
      <UserMenuList
        id={listId}
        items={userMenuItems(user.role)}
        className="web-user-menu__list"
        hidden={!state.userMenu}
      />
    </div>
  );
}
