import { samePath } from '@jamstalldhet/blocks/engine';
import type { NavigationItem } from '@jamstalldhet/contract';
import { useLocation } from 'wouter';
import { SettingsLink } from '../parts/settings-link';

export interface MainNavigationProps {
  items: readonly NavigationItem[];
  className?: string;
}

/** The main menu's links from the site settings; the page shown is marked current. */
export function MainNavigationList({ items, className }: MainNavigationProps) {
  const [location] = useLocation();
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={`${item.url} ${item.text}`}>
          <SettingsLink
            href={item.url}
            external={item.external}
            ariaLabel={item.aria_label}
            className="web-nav-link"
            current={!item.external && samePath(item.url, location)}
          >
            {item.text}
          </SettingsLink>
        </li>
      ))}
    </ul>
  );
}

/** The desktop main navigation (SPEC §2 Header), hidden under 768 px where the drawer has it. */
export function MainNavigation({ items }: { items: readonly NavigationItem[] }) {
  return (
    <nav aria-label="Huvudmeny" className="web-main-nav">
      <MainNavigationList items={items} className="jb-plain-list web-main-nav__list" />
    </nav>
  );
}
