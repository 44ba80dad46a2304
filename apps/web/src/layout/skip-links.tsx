import type { MouseEvent } from 'react';
import './skip-links.css';

/** The id of `<main>`, target of 'Gå direkt till innehåll'. */
export const CONTENT_ID = 'innehall';
/** The id of the header's menu area, target of 'Gå direkt till menyn'. */
export const MENU_ID = 'meny';

/**
 * The first stops of the tab order (SPEC §2): past the header to the content, or to the menu.
 * Focus is moved by script as well, since not every browser focuses a fragment's target.
 */
export function SkipLinks() {
  return (
    <div className="web-skip-links">
      <a
        href={`#${CONTENT_ID}`}
        className="web-skip-links__link"
        onClick={(event) => skipTo(event, CONTENT_ID)}
      >
        Gå direkt till innehåll
      </a>
      <a href={`#${MENU_ID}`} className="web-skip-links__link" onClick={(event) => skipTo(event, MENU_ID)}>
        Gå direkt till menyn
      </a>
    </div>
  );
}

function skipTo(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  const target = document.getElementById(id);
  if (!target) {
    return;
  }
  // The address keeps the page's path; only focus (and with it the scroll position) moves.
  event.preventDefault();
  target.focus();
}
