import type { ConsentState } from '@jamstalldhet/blocks';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import { HydrationStep } from '../app/hydration-steps';
import { useSettings } from '../data/use-settings';
import { useAnalyticsScript } from './analytics-script';
import { consentChange, type PopupView, reloadPage } from './consent-change';
import { type ConsentApi, ConsentContext, NO_CONSENT } from './consent-context';
import { clearOptionalCookies, readConsentChoice, saveConsentChoice } from './consent-cookie';
import { consentTexts } from './consent-texts';
import { CookiePopup, popupInServerPage } from './cookie-popup';
import { useAutomaticPopup } from './use-automatic-popup';

export interface ConsentProviderProps {
  children?: ReactNode;
  /**
   * The client's IP when the host already knows it. Without it the IP is read from the
   * `x-client-ip` header of the start page's answer.
   */
  clientIp?: string | null;
  /** Reloads the page after a changed choice (SPEC §4); tests give a spy. @default reloadPage */
  reload?: () => void;
  /** The saved choice when the host read it (a server render); the cookie's by default. */
  initialChoice?: ConsentState | null;
  /**
   * Whether the server drew the popup open (it knows the visitor's IP at once); by default,
   * whether the page the server sent holds it. Until a choice it stays open, as drawn.
   */
  popupFromServer?: boolean;
}

/**
 * Cookie consent (SPEC §3, §4): the saved choice, the popup that asks for it, and the
 * analytics script that statistical consent lets in. Video players follow `consent.marketing`
 * through the blocks provider.
 */
export function ConsentProvider({
  children,
  clientIp,
  reload = reloadPage,
  initialChoice,
  popupFromServer,
}: ConsentProviderProps) {
  const [choice, setChoice] = useState<ConsentState | null>(() =>
    initialChoice === undefined ? readConsentChoice() : initialChoice,
  );
  const [drawnByServer] = useState(() => popupFromServer ?? popupInServerPage());
  const [openedOnDemand, setOpenedOnDemand] = useState(false);
  const [view, setView] = useState<PopupView>('home');
  const { settings } = useSettings();
  const [location] = useLocation();
  const automatic = useAutomaticPopup(choice !== null, clientIp);
  useAnalyticsScript(settings?.analytics_script_url, choice?.statistical ?? false);

  const openSettings = useCallback(() => {
    setView('settings');
    setOpenedOnDemand(true);
  }, []);

  const close = useCallback(() => {
    setOpenedOnDemand(false);
    setView('home');
  }, []);

  const save = useCallback(
    (next: ConsentState) => {
      const change = consentChange(choice, next, view);
      saveConsentChoice(next);
      if (change === 'clear-and-reload') {
        clearOptionalCookies();
      }
      setChoice(next);
      close();
      if (change !== 'apply') {
        reload();
      }
    },
    [choice, view, close, reload],
  );

  const value = useMemo<ConsentApi>(
    () => ({ consent: choice ?? NO_CONSENT, chosen: choice !== null, openSettings }),
    [choice, openSettings],
  );

  const visible = openedOnDemand || automatic || (drawnByServer && choice === null);
  // In the site's root, after the page, where the server draws it too (no portal): the page
  // behind is made inert while it is open (`useModalFocus` of the package).
  return (
    <ConsentContext.Provider value={value}>
      {children}
      {visible && (
        <HydrationStep name="cookie-popup">
          <CookiePopup
            texts={consentTexts(settings)}
            view={view}
            saved={choice}
            returnTo={location}
            onShowSettings={() => setView('settings')}
            onSave={save}
            onClose={choice === null ? undefined : close}
          />
        </HydrationStep>
      )}
    </ConsentContext.Provider>
  );
}
