import { isSafeRedirectPath } from '@jamstalldhet/blocks/engine';

// Kept for the tab only (sessionStorage), not in a cookie: it is no one else's business.
const KEY = 'jb.redirect';

/** Remembers where to return after login (SPEC §4), only if the path is safe. */
export function rememberRedirect(path: string): void {
  if (isSafeRedirectPath(path)) {
    safeStorage()?.setItem(KEY, path);
  }
}

/** Takes the remembered path (once), or null. */
export function takeRememberedRedirect(): string | null {
  const storage = safeStorage();
  const path = storage?.getItem(KEY) ?? null;
  storage?.removeItem(KEY);
  return isSafeRedirectPath(path) ? path : null;
}

/**
 * Where to go after login (SPEC §4): `next` if safe, else the remembered path if safe, else home.
 */
export function afterLoginPath(next: string | null | undefined): string {
  const remembered = takeRememberedRedirect();
  if (isSafeRedirectPath(next)) {
    return next;
  }
  return remembered ?? '/';
}

function safeStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
