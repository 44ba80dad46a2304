import { isSafeRedirectPath, loginPath } from '@jamstalldhet/blocks/engine';
import { KNOWN_ROLES } from '@jamstalldhet/contract';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { rememberRedirect } from '../auth/redirect-memory';
import { LoadingPage } from '../pages/loading-page';
import { useAuth } from '../site/services';

/** Whether a role is one of SPEC §6's known roles. */
export function isKnownRole(role: string | undefined): boolean {
  return (KNOWN_ROLES as readonly string[]).includes(role ?? '');
}

function useCurrentPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search ? `${location}?${search}` : location;
}

/** Protected page: an anonymous visitor goes to login, and the path is remembered (SPEC §4). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const here = useCurrentPath();
  if (status === 'loading') {
    return <LoadingPage />;
  }
  if (status === 'anonymous') {
    rememberRedirect(here);
    return <Redirect to={isSafeRedirectPath(here) ? loginPath(here) : loginPath('/')} replace />;
  }
  return children;
}

/** My pages (SPEC §6): login with a known role, otherwise home. */
export function RequireKnownRole({ children }: { children: ReactNode }) {
  const { status, user } = useAuth();
  return (
    <RequireLogin>
      {status === 'authenticated' && !isKnownRole(user?.role) ? <Redirect to="/" replace /> : children}
    </RequireLogin>
  );
}

/** Guest-only page (login, register): a logged-in user is sent home (SPEC §4). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === 'loading') {
    return <LoadingPage />;
  }
  if (status === 'authenticated') {
    return <Redirect to="/" replace />;
  }
  return children;
}
