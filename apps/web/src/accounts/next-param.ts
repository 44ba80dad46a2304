import { isSafeRedirectPath, samePath } from '@jamstalldhet/blocks/engine';
import { pageUrl } from '@jamstalldhet/contract';
import { useSearch } from 'wouter';
import { afterLoginPath } from '../auth/redirect-memory';

/** The `next` query parameter of an account page (SPEC §2), or null. Not yet checked. */
export function useNextParam(): string | null {
  return new URLSearchParams(useSearch()).get('next');
}

/** A path with `next` carried along, only when the engine accepts it as a safe local path. */
export function withNext(path: string, next: string | null): string {
  return isSafeRedirectPath(next) ? `${path}?next=${encodeURIComponent(next)}` : path;
}

/**
 * Where to go once logged in (SPEC §4, through `afterLoginPath`), except back to the logout
 * page: a session that ended there (a 401 sends the user to login with `next` set to where
 * they were) must not end again the moment the user logs in.
 */
export function pathAfterLogin(next: string | null): string {
  const path = afterLoginPath(next);
  return samePath(path, pageUrl('logout')) ? '/' : path;
}
