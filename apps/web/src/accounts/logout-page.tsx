import { PAGES } from '@jamstalldhet/contract';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../site/services';
import { AccountPage } from './account-page';

/** SPEC §2: the start page is where a logout ends. */
export const LOGOUT_TARGET = '/';

/**
 * `/anvandare/logga-ut`, reached after the header's 'Logga ut?' confirmation: ends the session
 * once and goes home. A failed call still ends the session here (the auth service clears it
 * whatever the answer), and someone not logged in goes home at once.
 */
export function LogoutPage() {
  const auth = useAuth();
  const [, navigate] = useLocation();
  // Once per visit: effects may run twice (StrictMode), a logout call must not.
  const started = useRef(false);

  useEffect(() => {
    if (auth.status === 'loading' || started.current) {
      return;
    }
    started.current = true;
    if (auth.status === 'anonymous') {
      navigate(LOGOUT_TARGET, { replace: true });
      return;
    }
    auth.logout().then(
      () => navigate(LOGOUT_TARGET, { replace: true }),
      () => navigate(LOGOUT_TARGET, { replace: true }),
    );
  }, [auth, navigate]);

  return (
    <AccountPage title={PAGES.logout.title}>
      <p role="status">Loggar ut …</p>
    </AccountPage>
  );
}
