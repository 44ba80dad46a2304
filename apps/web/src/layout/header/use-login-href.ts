import { LOGIN_PATH, loginPath, samePath } from '@jamstalldhet/blocks/engine';
import { useLocation, useSearch } from 'wouter';

/**
 * The login link for the page shown, with the page as `next` (SPEC §2). On the login page
 * itself it keeps the current address, so the return path does not nest into itself.
 */
export function useLoginHref(): string {
  const [path] = useLocation();
  const search = useSearch();
  const here = search ? `${path}?${search}` : path;
  return samePath(path, LOGIN_PATH) ? here : loginPath(here);
}
