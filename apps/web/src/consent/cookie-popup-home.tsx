import { Button, RichText } from '@jamstalldhet/blocks';
import { COOKIE_PAGE_PATH, type CookieConsentText } from '@jamstalldhet/contract';
import type { MouseEvent } from 'react';

export interface CookiePopupHomeProps {
  texts: CookieConsentText['popup'];
  /** Ids the dialog is named and described by. */
  titleId: string;
  textId: string;
  onAcceptAll(): void;
  onDenyAll(): void;
  onShowSettings(): void;
  /** The page's path, where the form returns after a choice made without script. */
  returnTo: string;
}

/** Where the choice is posted without script (the API's `site/consent-form.ts`); the cookie page. */
export const CONSENT_FORM_ACTION = COOKIE_PAGE_PATH;

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
  returnTo,
}: CookiePopupHomeProps) {
  // With script, the buttons save at once; without, they post the form, which sets the cookie.
  const onClick = (save: () => void) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    save();
  };
  return (
    <>
      <h2 id={titleId} className="web-cookie-popup__title">
        {texts.title}
      </h2>
      <RichText id={textId} html={texts.text} className="web-cookie-popup__text" />
      <form method="post" action={CONSENT_FORM_ACTION} className="web-cookie-popup__actions">
        <input type="hidden" name="next" value={returnTo} />
        <Button type="submit" name="choice" value="all" onClick={onClick(onAcceptAll)}>
          {texts.btn_accept_all}
        </Button>
        <Button type="submit" name="choice" value="none" onClick={onClick(onDenyAll)}>
          {texts.btn_deny_all}
        </Button>
        <Button variant="secondary" onClick={onShowSettings}>
          {texts.btn_cookie_settings}
        </Button>
      </form>
    </>
  );
}
