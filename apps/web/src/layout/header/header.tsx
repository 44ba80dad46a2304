import { useId } from 'react';
import { VerifyEmailBar } from '../../accounts/verify-email-bar';
import { useSettings } from '../../data/use-settings';
import { SiteLink } from '../../site/site-link';
import { EditLinks } from '../edit-links/edit-links';
import { Logo } from '../parts/logo';
import { MENU_ID } from '../skip-links';
import { LogoutPopup } from './logout-popup';
import { MainNavigation } from './main-navigation';
import { MobileMenuButton, MobileMenuDrawer } from './mobile-menu';
import { UserMenu } from './user-menu';
import './header.css';

// Begins with the logo's visible words, in order (WCAG 2.5.3 label in name).
export const LOGO_LINK_LABEL = 'Jämställdhetsmyndigheten Webbutbildningar, till startsidan';

/** The site header (SPEC §2): bars for e-mail and editors, logo, main navigation and user menu. */
export function Header() {
  const { settings } = useSettings();
  const navigation = settings?.navigation ?? [];
  const drawerId = useId();
  return (
    <header className="web-header">
      <VerifyEmailBar />
      <EditLinks />
      <div className="web-header__bar">
        <SiteLink href="/" className="web-header__logo" aria-label={LOGO_LINK_LABEL}>
          <Logo />
        </SiteLink>
        {/* The skip link lands here: Tab then reaches the Meny button or the first menu link. */}
        <div id={MENU_ID} tabIndex={-1} className="web-header__menus">
          <MainNavigation items={navigation} />
          <div className="web-header__user">
            <UserMenu />
          </div>
          <MobileMenuButton drawerId={drawerId} />
        </div>
      </div>
      <MobileMenuDrawer id={drawerId} items={navigation} />
      <LogoutPopup />
    </header>
  );
}
