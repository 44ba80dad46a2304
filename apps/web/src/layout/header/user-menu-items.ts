import { isAdministratorRole, isInternalRole, mayEditContent } from '@jamstalldhet/blocks/engine';
import { pageUrl } from '@jamstalldhet/contract';

/** The icons the user menu can show (drawn in menu-icon.tsx). */
export type MenuIconName =
  | 'educations'
  | 'certificates'
  | 'classrooms'
  | 'group-rooms'
  | 'settings'
  | 'administration'
  | 'logout';

/** An item's icon (SPEC §2): colours are CSS values, sizes in pixels. */
export interface MenuIcon {
  name: MenuIconName;
  color: string;
  hover: string;
  width: number;
  height: number;
}

/** A user-menu item (SPEC §2 Other UI). */
export interface UserMenuItem {
  title: string;
  href: string;
  /** A longer name for screen readers, when the title is not enough. */
  ariaLabel?: string;
  /** Disabled items are not shown. */
  enabled: boolean;
  icon: MenuIcon;
  /** 'logout' asks for confirmation instead of following the link. */
  action?: 'logout';
}

function icon(name: MenuIconName): MenuIcon {
  return {
    name,
    color: 'var(--jb-color-primary)',
    hover: 'var(--jb-color-primary-hover)',
    width: 20,
    height: 20,
  };
}

const MY_EDUCATIONS: UserMenuItem = {
  title: 'Mina utbildningar',
  href: pageUrl('myPagesSection', { section: 'mina-utbildningar' }),
  enabled: true,
  icon: icon('educations'),
};
const USER_SETTINGS: UserMenuItem = {
  title: 'Användarinställningar',
  href: pageUrl('myPagesSection', { section: 'anvandarinstallningar' }),
  enabled: true,
  icon: icon('settings'),
};
const LOG_OUT: UserMenuItem = {
  title: 'Logga ut',
  href: pageUrl('myPagesSection', { section: 'logga-ut' }),
  enabled: true,
  icon: icon('logout'),
  action: 'logout',
};

/** The menu of ordinary users; certificates are switched off (SPEC §2 routes). */
export const ORDINARY_USER_MENU: readonly UserMenuItem[] = [
  MY_EDUCATIONS,
  {
    title: 'Mina certifikat',
    href: pageUrl('myPagesSection', { section: 'mina-certifikat' }),
    enabled: false,
    icon: icon('certificates'),
  },
  {
    title: 'Mina klassrum',
    href: pageUrl('myPagesSection', { section: 'mina-klassrum' }),
    enabled: true,
    icon: icon('classrooms'),
  },
  USER_SETTINGS,
  LOG_OUT,
];

/** The menu of internal roles: group rooms instead of classrooms (SPEC §6). */
export const INTERNAL_USER_MENU: readonly UserMenuItem[] = [
  MY_EDUCATIONS,
  {
    title: 'Grupprum',
    href: pageUrl('myPagesSection', { section: 'grupprum' }),
    enabled: true,
    icon: icon('group-rooms'),
  },
  USER_SETTINGS,
  LOG_OUT,
];

/** The administrators' pages (issue 14), before the settings in either menu. */
export const ADMINISTRATION: UserMenuItem = {
  title: 'Administration',
  href: pageUrl('admin'),
  enabled: true,
  icon: icon('administration'),
};

/** The editors' way to the content list (issue 36); administrators reach it from Administration. */
export const CONTENT: UserMenuItem = {
  title: 'Innehåll',
  href: pageUrl('content'),
  enabled: true,
  icon: icon('administration'),
};

/**
 * The items a user with this role sees: only the enabled ones, Administration for
 * administrators and Innehåll for editors, before the settings.
 */
export function userMenuItems(role: string | null | undefined): UserMenuItem[] {
  const menu = (isInternalRole(role) ? INTERNAL_USER_MENU : ORDINARY_USER_MENU).filter(
    (item) => item.enabled,
  );
  const staffItem = isAdministratorRole(role) ? ADMINISTRATION : mayEditContent(role) ? CONTENT : null;
  if (!staffItem) {
    return menu;
  }
  const settingsAt = menu.indexOf(USER_SETTINGS);
  return [...menu.slice(0, settingsAt), staffItem, ...menu.slice(settingsAt)];
}
