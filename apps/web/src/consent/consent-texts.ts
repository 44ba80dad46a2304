import {
  COOKIE_CATEGORY_IDS,
  type CookieCategoryId,
  type CookieConsentText,
  type Settings,
} from '@jamstalldhet/contract';

type CategoryText = CookieConsentText['settings']['cookie_categories'][number];

/**
 * The popup's texts when the settings have none (SPEC §3). The contract has no defaults for
 * them, so the site keeps these; editors normally set their own in the settings.
 */
export const DEFAULT_COOKIE_CONSENT_TEXT: CookieConsentText = {
  popup: {
    title: 'Vi använder kakor',
    text: '<p>Vi använder nödvändiga kakor för att webbplatsen ska fungera. Om du godkänner det använder vi också kakor för statistik och för att visa filmer. <a href="/om-kakor">Läs mer om kakor</a>.</p>',
    btn_accept_all: 'Godkänn alla',
    btn_cookie_settings: 'Inställningar',
    btn_deny_all: 'Neka alla',
  },
  settings: {
    title: 'Inställningar för kakor',
    text: '<p>Välj vilka kakor du godkänner. Nödvändiga kakor går inte att stänga av.</p>',
    btn_accept_selections: 'Spara val',
    cookie_categories: [
      {
        id: 'functional',
        title: 'Nödvändiga kakor',
        description:
          'Behövs för att webbplatsen ska fungera, till exempel för inloggning och ditt val om kakor.',
      },
      {
        id: 'statistical',
        title: 'Kakor för statistik',
        description: 'Hjälper oss att förstå hur webbplatsen används, så att vi kan göra den bättre.',
      },
      {
        id: 'marketing',
        title: 'Kakor för filmer',
        description: 'Gör det möjligt att visa filmer från YouTube och Vimeo, som då kan spara egna kakor.',
      },
    ],
  },
};

/**
 * The popup's texts from the settings, or the defaults. Every category gets a switch, in the
 * order functional, statistical, marketing: one the settings leave out keeps its default text,
 * since a category without a switch could never be approved.
 */
export function consentTexts(settings: Settings | undefined): CookieConsentText {
  const texts = settings?.cookie_consent ?? DEFAULT_COOKIE_CONSENT_TEXT;
  const categories = COOKIE_CATEGORY_IDS.map(
    (id) => findCategory(texts, id) ?? (findCategory(DEFAULT_COOKIE_CONSENT_TEXT, id) as CategoryText),
  );
  return { ...texts, settings: { ...texts.settings, cookie_categories: categories } };
}

function findCategory(texts: CookieConsentText, id: CookieCategoryId): CategoryText | undefined {
  return texts.settings.cookie_categories.find((category) => category.id === id);
}
