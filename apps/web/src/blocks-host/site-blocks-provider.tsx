import { BlocksProvider } from '@jamstalldhet/blocks';
import { seededShuffle } from '@jamstalldhet/blocks/engine';
import { type EducationSummary, operations, operationUrl } from '@jamstalldhet/contract';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { useConsent } from '../consent/consent-context';
import { useSettings } from '../data/use-settings';
import { useLanguage } from '../i18n/language-provider';
import { useApi, useAuth } from '../site/services';
import { SiteLink } from '../site/site-link';
import { createBlocksApi } from './blocks-api';

export interface SiteBlocksProviderProps {
  children?: ReactNode;
  /** Orders shuffled blocks as the server did for this page (`seededShuffle`). */
  shuffleSeed: number;
}

/** Gives every block the site's user, consent, settings, calls, links and card order. */
export function SiteBlocksProvider({ children, shuffleSeed }: SiteBlocksProviderProps) {
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

  // The anonymous course list the page came with (its data block), for an anonymous visitor:
  // a logged-in learner's list carries their own statuses and is always fetched.
  const { fallback } = useSWRConfig();
  const anonymous = auth.status === 'anonymous';
  const knownEducations = useCallback(
    () =>
      anonymous
        ? (fallback?.[operationUrl(operations.listEducations)] as EducationSummary[] | undefined)
        : undefined,
    [anonymous, fallback],
  );
  const blocksApi = useMemo(
    () => createBlocksApi(api, { onLogout, knownEducations }),
    [api, onLogout, knownEducations],
  );

  const shuffle = useMemo(() => seededShuffle(shuffleSeed), [shuffleSeed]);

  return (
    <BlocksProvider
      shuffle={shuffle}
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
