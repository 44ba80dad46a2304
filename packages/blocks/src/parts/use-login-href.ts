import { useSyncExternalStore } from 'react';
import { loginPath } from '../engine/html/paths';

// The path is read on every render; nothing needs to notify React of changes.
function subscribe(): () => void {
  return () => {};
}

function currentPath(): string {
  return globalThis.location?.pathname ?? '/';
}

// The server has no location; '/' there, and the real path once the page is hydrated, so the
// server and the first client render agree.
function serverPath(): string {
  return '/';
}

/** The login link for the current page, safe to render on the server. */
export function useLoginHref(): string {
  return loginPath(useSyncExternalStore(subscribe, currentPath, serverPath));
}
