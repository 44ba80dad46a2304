import { readCookie, writeCookie } from '../http/cookies';

/** The language files the site has (SPEC §9); sv-SE is the default and the fallback. */
export const LOCALES = ['sv-SE', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'sv-SE';

/** The cookie that remembers the chosen language file, and its lifetime: 365 days (SPEC §4, §9). */
export const LOCALE_COOKIE_NAME = 'locale';
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

// A language tag such as sv-SE; anything else in the cookie is not a locale at all.
const LOCALE_TAG = /^[a-z]{2,3}-[A-Z]{2}$/;

/**
 * The locale the visitor chose, or sv-SE. A well-formed tag the site has no file for is kept,
 * so that loading it warns (SPEC §8) and the Swedish texts stay.
 */
export function readLocale(): string {
  const value = readCookie(LOCALE_COOKIE_NAME);
  return value !== null && LOCALE_TAG.test(value) ? value : DEFAULT_LOCALE;
}

/** Remembers the visitor's language for 365 days. */
export function writeLocale(locale: Locale): void {
  writeCookie(LOCALE_COOKIE_NAME, locale, { maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS });
}
