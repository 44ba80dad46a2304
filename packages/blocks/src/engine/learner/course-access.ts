import { isSafeRedirectPath, LOGIN_PATH, loginPath } from '../html/paths';
import type { CourseStatus } from './status';

/**
 * Where a learner goes instead of the course content (SPEC §4 course status), or null when
 * they may take it. A course that needs a login sends to login and back here; every other
 * stop (approval, not yet open, ended, closed) goes to the presentation, which says why and
 * what to do. `login` is the host's login page.
 *
 * @example accessRedirect('locked', 'kurs', '/kurs/1'); // '/anvandare/login?next=%2Fkurs%2F1'
 */
export function accessRedirect(
  status: CourseStatus,
  slug: string,
  here: string,
  login: string = LOGIN_PATH,
): string | null {
  switch (status) {
    case 'none':
    case 'progress':
    case 'completed':
      return null;
    case 'locked':
      return loginPath(isSafeRedirectPath(here) ? here : `/${slug}`, login);
    case 'approval_required':
    case 'approval_pending':
    case 'coming':
    case 'earlier':
    case 'closed':
      return `/${slug}`;
    default:
      return status satisfies never;
  }
}
