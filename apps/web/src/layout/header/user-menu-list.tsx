import { samePath } from '@jamstalldhet/blocks/engine';
import { useLocation } from 'wouter';
import { SiteLink } from '../../site/site-link';
import { useMenus } from '../menus/menu-provider';
import { MenuIcon } from './menu-icon';
import type { UserMenuItem } from './user-menu-items';

export interface UserMenuListProps {
  items: readonly UserMenuItem[];
  id?: string;
  className?: string;
  /** Hides the list while its menu is closed. */
  hidden?: boolean;
}

/**
 * The user's items as a list of links; 'Logga ut' is a button that asks first (SPEC §2).
 * Used by the header's user menu and by the mobile drawer.
 */
export function UserMenuList({ items, id, className, hidden }: UserMenuListProps) {
  const { openPopup } = useMenus();
  const [location] = useLocation();
  return (
    <ul id={id} className={className} hidden={hidden}>
      {items.map((item) => (
        <li key={item.href}>
          {item.action === 'logout' ? (
            <button
              type="button"
              className="web-user-item"
              aria-label={item.ariaLabel}
              aria-haspopup="dialog"
              onClick={() => openPopup('logout')}
            >
              <MenuIcon icon={item.icon} />
              {item.title}
            </button>
          ) : (
            <SiteLink
              href={item.href}
              className="web-user-item"
              aria-label={item.ariaLabel}
              aria-current={samePath(item.href, location) ? 'page' : undefined}
            >
              <MenuIcon icon={item.icon} />
              {item.title}
            </SiteLink>
          )}
        </li>
      ))}
    </ul>
  );
}
