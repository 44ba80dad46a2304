// Test support: the consent provider with the site's data and session around it, against the
// demo API. Only test files import it.
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useConsent } from '../src/consent/consent-context';
import { ConsentProvider } from '../src/consent/consent-provider';
import { swrConfig } from '../src/data/swr-config';
import { usePage } from '../src/data/use-page';
import { useSettings } from '../src/data/use-settings';
import { ServicesProvider } from '../src/site/services';
import { ToastProvider } from '../src/toast/toast-provider';
import { demoApiUrl } from './render-app';

export interface RenderWithConsentOptions {
  /** Watches reloads instead of reloading the test page. */
  reload: () => void;
  clientIp?: string | null;
  /** SWR's fallback data, as the page shell's first answers give it (data/initial-data.ts). */
  fallback?: Record<string, unknown>;
}

/** Renders the consent provider at a path, with a page that shows the consent and can open the settings. */
export function renderWithConsent(
  path: string,
  { reload, clientIp, fallback = {} }: RenderWithConsentOptions,
) {
  const location = memoryLocation({ path, record: true });
  const view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <SWRConfig value={{ ...swrConfig, fallback, provider: () => new Map() }}>
        <ToastProvider>
          <ServicesProvider apiBaseUrl={demoApiUrl()}>
            <ConsentProvider reload={reload} clientIp={clientIp}>
              <ConsentProbe />
            </ConsentProvider>
          </ServicesProvider>
        </ToastProvider>
      </SWRConfig>
    </Router>,
  );
  return { ...view, location };
}

/** What the page behind the popup knows: the consent, and when the settings and IP have arrived. */
function ConsentProbe() {
  const { consent, chosen, openSettings } = useConsent();
  const { settings } = useSettings();
  const { result } = usePage('start', false);
  return (
    <main>
      <p>{chosen ? 'Valt' : 'Inte valt'}</p>
      <p>{`Statistik: ${consent.statistical ? 'ja' : 'nej'}, marknadsföring: ${consent.marketing ? 'ja' : 'nej'}`}</p>
      {settings && result && <p>{`Inställningar och IP ${result.clientIp} hämtade`}</p>}
      <button type="button" onClick={openSettings}>
        Kakinställningar
      </button>
    </main>
  );
}
