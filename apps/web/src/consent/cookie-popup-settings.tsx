import { Button, type ConsentState, RichText } from '@jamstalldhet/blocks';
import type { CookieConsentText } from '@jamstalldhet/contract';
import { useState } from 'react';
import { useSiteLabels } from '../i18n/language-provider';
import { NO_CONSENT } from './consent-context';
import { CookieCategorySwitch } from './cookie-category-switch';

export interface CookiePopupSettingsProps {
  texts: CookieConsentText;
  /** The saved choice the switches start from; all optional categories are off without one. */
  saved: ConsentState | null;
  /** Ids the dialog is named and described by. */
  titleId: string;
  textId: string;
  onSave(consent: ConsentState): void;
}

const ALL_APPROVED: ConsentState = { statistical: true, marketing: true };

/**
 * One switch per category (SPEC §4). Functional is always on and cannot be switched off;
 * the others start at the saved choice, 'Ej aktiv' the first time. Accept all and deny all
 * set the switches and save at once; accept selections saves them as they are.
 */
export function CookiePopupSettings({ texts, saved, titleId, textId, onSave }: CookiePopupSettingsProps) {
  const t = useSiteLabels();
  const [selected, setSelected] = useState<ConsentState>(saved ?? NO_CONSENT);

  const choose = (next: ConsentState) => {
    setSelected(next);
    onSave(next);
  };

  return (
    <>
      <h2 id={titleId} className="web-cookie-popup__title">
        {texts.settings.title}
      </h2>
      <RichText id={textId} html={texts.settings.text} className="web-cookie-popup__text" />
      <ul className="web-cookie-popup__categories" aria-label={t['consent.categories']}>
        {texts.settings.cookie_categories.map((category) =>
          category.id === 'functional' ? (
            <CookieCategorySwitch
              key={category.id}
              title={category.title}
              description={category.description}
              checked
              disabled
              onChange={() => {}}
            />
          ) : (
            <CookieCategorySwitch
              key={category.id}
              title={category.title}
              description={category.description}
              checked={selected[category.id]}
              onChange={(checked) => setSelected((current) => ({ ...current, [category.id]: checked }))}
            />
          ),
        )}
      </ul>
      <div className="web-cookie-popup__actions">
        <Button onClick={() => onSave(selected)}>{texts.settings.btn_accept_selections}</Button>
        <Button variant="secondary" onClick={() => choose(ALL_APPROVED)}>
          {texts.popup.btn_accept_all}
        </Button>
        <Button variant="secondary" onClick={() => choose(NO_CONSENT)}>
          {texts.popup.btn_deny_all}
        </Button>
      </div>
    </>
  );
}
