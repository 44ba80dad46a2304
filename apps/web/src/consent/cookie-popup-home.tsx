import { RichText } from '@jamstalldhet/blocks';
import type { CookieConsentText } from '@jamstalldhet/contract';

export interface CookiePopupHomeProps {
  texts: CookieConsentText['popup'];
  /** Ids the dialog is named and described by. */
  titleId: string;
  textId: string;
  onAcceptAll(): void;
  onDenyAll(): void;
  onShowSettings(): void;
}

/**
 * The popup's first question. Accepting and denying look alike, so that neither is the easy
 * way out; the settings are the quieter third choice.
 */
export function CookiePopupHome({
  texts,
  titleId,
  textId,
  onAcceptAll,
  onDenyAll,
  onShowSettings,
}: CookiePopupHomeProps) {
  return (
    <>
      <h2 id={titleId} className="web-cookie-popup__title">
        {texts.title}
      </h2>
      <RichText id={textId} html={texts.text} className="web-cookie-popup__text" />
      <div className="web-cookie-popup__actions">
        <button type="button" className="jb-button" onClick={onAcceptAll}>
          {texts.btn_accept_all}
        </button>
        <button type="button" className="jb-button" onClick={onDenyAll}>
          {texts.btn_deny_all}
        </button>
        <button type="button" className="jb-button" data-variant="secondary" onClick={onShowSettings}>
          {texts.btn_cookie_settings}
        </button>
      </div>
    </>
  );
}
