import { type ConsentState, useModalFocus } from '@jamstalldhet/blocks';
import type { CookieConsentText } from '@jamstalldhet/contract';
import { useId, useRef } from 'react';
import { useSiteLabels } from '../i18n/language-provider';
import type { PopupView } from './consent-change';
import { NO_CONSENT } from './consent-context';
import { CookiePopupHome } from './cookie-popup-home';
import { CookiePopupSettings } from './cookie-popup-settings';
import './cookie-popup.css';

export interface CookiePopupProps {
  texts: CookieConsentText;
  view: PopupView;
  /** The saved choice, or null before the visitor has chosen. */
  saved: ConsentState | null;
  /** Where the form without script returns after saving (the page's path). */
  returnTo: string;
  onShowSettings(): void;
  onSave(consent: ConsentState): void;
  /**
   * Closes without saving. Only given once the visitor has chosen: before a choice the popup
   * has no close button and Escape does nothing, because the site needs an answer.
   */
  onClose?: (() => void) | undefined;
}

const POPUP_CLASS = 'web-cookie-popup';

/** Whether the page the server sent holds the popup, before the site takes the page over. */
export function popupInServerPage(): boolean {
  return typeof document !== 'undefined' && document.querySelector(`#app .${POPUP_CLASS}`) !== null;
}

/** The cookie popup (SPEC §2, §4): a modal dialog over an overlay, at most 590 px wide. */
export function CookiePopup({
  texts,
  view,
  saved,
  returnTo,
  onShowSettings,
  onSave,
  onClose,
}: CookiePopupProps) {
  const t = useSiteLabels();
  const root = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useModalFocus(true, dialog, onClose, { root, view });

  return (
    <div ref={root} className={POPUP_CLASS} data-view={view}>
      <div className="web-cookie-popup__overlay" />
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
        className="web-cookie-popup__dialog"
      >
        {onClose && (
          <button type="button" className="web-cookie-popup__close jb-control" onClick={onClose}>
            {t['consent.close']}
          </button>
        )}
        {view === 'home' ? (
          <CookiePopupHome
            texts={texts.popup}
            titleId={titleId}
            textId={textId}
            onAcceptAll={() => onSave({ statistical: true, marketing: true })}
            onDenyAll={() => onSave(NO_CONSENT)}
            onShowSettings={onShowSettings}
            returnTo={returnTo}
          />
        ) : (
          <CookiePopupSettings
            texts={texts}
            saved={saved}
            titleId={titleId}
            textId={textId}
            onSave={onSave}
          />
        )}
      </div>
    </div>
  );
}
