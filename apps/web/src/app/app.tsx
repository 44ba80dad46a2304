import type { ConsentState } from '@jamstalldhet/blocks';
import { type ReactNode, useState } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { SiteBlocksProvider } from '../blocks-host/site-blocks-provider';
import { ConsentProvider } from '../consent/consent-provider';
import { SiteCourseProvider } from '../course/site-course-provider';
import { readInitialData, readShuffleSeed } from '../data/initial-data';
import { swrConfig } from '../data/swr-config';
import { LanguageProvider } from '../i18n/language-provider';
import { AppErrorBoundary } from '../pages/app-error-boundary';
import { CurrentContentProvider } from '../site/current-content';
import { PathNormalizer } from '../site/path-normalizer';
import { ServicesProvider } from '../site/services';
import { ToastProvider } from '../toast/toast-provider';
import { AppRoutes } from './app-routes';

type RouterProps = Parameters<typeof Router>[0];

export interface AppProps {
  /** Where the API lives; empty for the same origin. @default '' */
  apiBaseUrl?: string;
  /** Location hooks for tests (wouter's `memoryLocation`). */
  router?: Omit<RouterProps, 'children'>;
  /** Routes to render; the site's routes by default. */
  children?: ReactNode;
  /** SWR's first answers; read from the page's data block by default. */
  initialData?: Record<string, unknown>;
  /** The seed of shuffled blocks (a server render's); the data block's, else a fresh one, by default. */
  shuffleSeed?: number;
  /** The visitor's cookie choice when the host read it (a server render); the cookie's by default. */
  consent?: ConsentState | null;
  /** Whether a server render draws the cookie popup open; by default, whether the page holds it. */
  cookiePopup?: boolean;
}

/** The whole site: data, session, consent and blocks around the routes. */
export function App({
  apiBaseUrl = '',
  router,
  children,
  initialData,
  shuffleSeed,
  consent,
  cookiePopup,
}: AppProps) {
  // The API's first answers, if the page shell carried them: read once per mounted site.
  const [dataConfig] = useState(() => ({ ...swrConfig, fallback: initialData ?? readInitialData() }));
  const [seed] = useState(() => shuffleSeed ?? readShuffleSeed());
  return (
    <Router {...router}>
      <LanguageProvider>
        <SWRConfig value={dataConfig}>
          <ToastProvider>
            <ServicesProvider apiBaseUrl={apiBaseUrl}>
              <ConsentProvider initialChoice={consent} popupFromServer={cookiePopup}>
                <SiteBlocksProvider shuffleSeed={seed}>
                  <SiteCourseProvider>
                    <CurrentContentProvider>
                      <PathNormalizer>
                        <AppErrorBoundary>{children ?? <AppRoutes />}</AppErrorBoundary>
                      </PathNormalizer>
                    </CurrentContentProvider>
                  </SiteCourseProvider>
                </SiteBlocksProvider>
              </ConsentProvider>
            </ServicesProvider>
          </ToastProvider>
        </SWRConfig>
      </LanguageProvider>
    </Router>
  );
}
