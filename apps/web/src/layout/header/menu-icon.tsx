import type { CSSProperties } from 'react';
import type { MenuIcon as MenuIconData, MenuIconName } from './user-menu-items';

// Simple line drawings on a 24×24 grid; the item's text carries the meaning, the icon only helps.
const PATHS: Record<MenuIconName, string> = {
  educations: 'M3 6l9-4 9 4-9 4-9-4zm3 3v6c0 1.7 2.7 3 6 3s6-1.3 6-3V9',
  certificates: 'M5 3h14v12H5zM8 7h8M8 11h5M10 15v6l2-1.5 2 1.5v-6',
  classrooms: 'M3 4h18v11H3zM8 20h8M12 15v5M7 8h6',
  'group-rooms':
    'M8 11a3 3 0 100-6 3 3 0 000 6zm8 0a3 3 0 100-6 3 3 0 000 6zM2 20c0-3 3-5 6-5s6 2 6 5m0-4c1-.6 2-1 3-1 3 0 5 2 5 5',
  settings:
    'M12 15a3 3 0 100-6 3 3 0 000 6zm7.4-3a7.4 7.4 0 00-.1-1.3l2-1.6-2-3.4-2.4 1a7.5 7.5 0 00-2.2-1.3L14.4 3h-4.8l-.3 2.4A7.5 7.5 0 007.1 6.7l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 000 2.6l-2 1.6 2 3.4 2.4-1c.7.5 1.4 1 2.2 1.3l.3 2.4h4.8l.3-2.4c.8-.3 1.5-.8 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3z',
  logout: 'M14 4h5v16h-5M10 8l-4 4 4 4M6 12h10',
  administration: 'M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3zM9 12l2 2 4-4',
};

/** A decorative icon of a user-menu item, coloured from the item's data. */
export function MenuIcon({ icon }: { icon: MenuIconData }) {
  const style = { '--_web-icon-color': icon.color, '--_web-icon-hover': icon.hover } as CSSProperties;
  return (
    <svg
      className="web-menu-icon"
      style={style}
      width={icon.width}
      height={icon.height}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[icon.name]} />
    </svg>
  );
}
