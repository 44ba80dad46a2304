import { isSafeRedirectPath } from '@jamstalldhet/blocks/engine';
import { REPORT_PAGE_URL_MAX_LENGTH } from '@jamstalldhet/contract';

/**
 * The page a report is about, as stored: a same-site path the engine would redirect to, or a
 * full http(s) URL on the site's own origin (normalised, so no control characters survive).
 * Null for anything else: a report must never carry a link to somewhere else. Checked here
 * rather than in the contract's schema because only the API knows the site's address.
 */
export function reportPageUrl(value: string, publicUrl: string): string | null {
  if (value.startsWith('/')) {
    return isSafeRedirectPath(value) ? value : null;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const sameSite = url.origin === new URL(publicUrl).origin;
  if (!sameSite || url.username !== '' || url.password !== '') {
    return null;
  }
  // Percent-encoding may lengthen the address; the limit holds for what is stored.
  return url.href.length <= REPORT_PAGE_URL_MAX_LENGTH ? url.href : null;
}
