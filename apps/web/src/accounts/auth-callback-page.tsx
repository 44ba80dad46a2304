import { isSafeRedirectPath, LOGIN_PATH, loginPath } from '@jamstalldhet/blocks/engine';
import { Redirect } from 'wouter';
import { useNextParam } from './next-param';

/**
 * `/login`, SPEC's "auth callback". The site has no external identity provider that could
 * call back here, so the address only forwards to the login page, keeping `next` when the
 * engine finds it safe and dropping it otherwise.
 */
export function AuthCallbackPage() {
  const next = useNextParam();
  return <Redirect to={isSafeRedirectPath(next) ? loginPath(next) : LOGIN_PATH} replace />;
}
