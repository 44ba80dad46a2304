import { BlocksProvider } from '@jamstalldhet/blocks';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { useConsent } from '../consent/consent-context';
import { useSettings } from '../data/use-settings';
import { useLanguage } from '../i18n/language-provider';
import { useApi, useAuth } from '../site/services';
import { SiteLink } from '../site/site-link';
import { createBlocksApi } from './blocks-api';

/** Gives every block the site's user, consent, settings, calls and links. */
export function SiteBlocksProvider({ children }: { children?: ReactNode }) {
  const api = useApi();
  const auth = useAuth();
  const { consent, openSettings } = useConsent();
  const { settings } = useSettings();
  const { blockLabels } = useLanguage();
  const [, navigate] = useLocation();
  const { logout } = auth;

  // The start page is also the logout target (SPEC §2).
  const onLogout = useCallback(async () => {
    await logout();
    navigate('/');
  }, [logout, navigate]);

  const blocksApi = useMemo(() => createBlocksApi(api, { onLogout }), [api, onLogout]);

  return (
    <BlocksProvider
      labels={blockLabels}
      api={blocksApi}
      user={auth.user}
      consent={consent}
      onOpenCookieSettings={openSettings}
      settings={settings}
      linkComponent={SiteLink}
      development={import.meta.env.DEV}
    >
      {children}
    </BlocksProvider>
  );
}
