import { useMenus } from './menu-provider';
import './overlay.css';

/**
 * The dimmed layer behind the user menu and the education menu (SPEC §2). A click on it closes
 * them; keyboard users have Escape, so it stays out of the tab order and the accessibility tree.
 */
export function Overlay() {
  const { state, overlayClick } = useMenus();
  if (!state.overlay) {
    return null;
  }
  return (
    // A pointer convenience; keyboard users close the menus with Escape.
    <div className="web-overlay" data-testid="overlay" aria-hidden="true" onClick={overlayClick} />
  );
}
