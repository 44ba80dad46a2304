import type { ConsentState } from '@jamstalldhet/blocks';
import { OPTIONAL_COOKIE_CATEGORIES } from '@jamstalldhet/contract';

/** The two views of the cookie popup: the first question, and one switch per category. */
export type PopupView = 'home' | 'settings';

/**
 * What saving a choice does to the page (SPEC §4):
 * - `clear-and-reload`: a category was withdrawn, so its cookies go and the page starts over
 *   without the scripts that set them;
 * - `reload`: a category was added, so the page starts over with its scripts;
 * - `apply`: nothing was added or withdrawn, or this is the visitor's first choice made on
 *   the home view, which simply takes effect.
 */
export type ConsentChange = 'apply' | 'reload' | 'clear-and-reload';

export function consentChange(
  previous: ConsentState | null,
  next: ConsentState,
  view: PopupView,
): ConsentChange {
  const categories = OPTIONAL_COOKIE_CATEGORIES;
  if (previous && categories.some((category) => previous[category] && !next[category])) {
    return 'clear-and-reload';
  }
  const added = categories.some((category) => next[category] && !previous?.[category]);
  const firstRunOnHomeView = previous === null && view === 'home';
  return added && !firstRunOnHomeView ? 'reload' : 'apply';
}

/** Reloads the page; the provider takes it as a prop so tests can watch it instead. */
export function reloadPage(): void {
  window.location.reload();
}
