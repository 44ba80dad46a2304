/**
 * The site's own shared texts (SPEC §2, §4, §8) in Swedish, by key. They are built in so that
 * the site always has a text, even when a language file is missing; the language files
 * (`locales/*.json`) may replace any of them. Texts of the blocks are not here: the blocks keep
 * their own defaults (`defaultLabels` of `@jamstalldhet/blocks`).
 */
export const siteLabels = {
  'site.skipToContent': 'Gå direkt till innehåll',
  'site.skipToMenu': 'Gå direkt till menyn',
  'site.loginOrRegister': 'Logga in / Skapa konto',
  'site.loggedInAs': 'Inloggad som',
  'site.logoutQuestion': 'Logga ut?',
  'site.logout': 'Logga ut',
  'site.loggedOut': 'Du har blivit utloggad.',
  'site.allEducations': 'Alla webbutbildningar',
  'site.notFound': 'Sidan kunde inte hittas',
  'site.toStartPage': 'Till startsidan',
  'site.offline': 'You are offline',
  'site.verifyEmail': 'Vänligen bekräfta din e-postadress inom 14 dagar',
  'site.sendEmailAgain': 'Skicka e-post igen',
  'site.emailSent': 'E-post skickat.',
  'consent.close': 'Stäng',
  'consent.active': 'Aktiv',
  'consent.inactive': 'Ej aktiv',
  'consent.categories': 'Kategorier av kakor',
} as const;

export type SiteLabelKey = keyof typeof siteLabels;

/** Every site text, by key: the built-in Swedish ones with a language file's applied. */
export type SiteLabels = Readonly<Record<SiteLabelKey, string>>;

/** Whether a key from a language file names a site text (unknown keys are ignored). */
export function isSiteLabelKey(key: string): key is SiteLabelKey {
  return Object.hasOwn(siteLabels, key);
}
