import type { ConsentState } from '@jamstalldhet/blocks';
import {
  COOKIE_CONSENT_MAX_AGE_SECONDS,
  COOKIE_SETTINGS_NAME,
  consentChoiceOf,
  FUNCTIONAL_COOKIES,
  OPTIONAL_COOKIE_CATEGORIES,
} from '@jamstalldhet/contract';
import { cookieNames, deleteCookie, readCookie, writeCookie } from '../http/cookies';

/**
 * The saved choice from the `cookieSettings` cookie (SPEC §3), e.g. `{"approved":["statistical"]}`,
 * or null when the visitor has not chosen (the contract's rule, which the server's render uses too).
 */
export function readConsentChoice(): ConsentState | null {
  return consentChoiceOf(readCookie(COOKIE_SETTINGS_NAME));
}

/** Saves the approved categories for one year (SPEC §9); functional is never stored. */
export function saveConsentChoice(consent: ConsentState): void {
  const approved = OPTIONAL_COOKIE_CATEGORIES.filter((category) => consent[category]);
  writeCookie(COOKIE_SETTINGS_NAME, JSON.stringify({ approved }), { maxAge: COOKIE_CONSENT_MAX_AGE_SECONDS });
}

const KEPT_COOKIES: ReadonlySet<string> = new Set(FUNCTIONAL_COOKIES);

/** Removes every cookie that is not functional (SPEC §4: a category was withdrawn). */
export function clearOptionalCookies(): void {
  for (const name of cookieNames()) {
    if (!KEPT_COOKIES.has(name)) {
      deleteCookie(name);
      expireOnParentDomains(name);
    }
  }
}

// Analytics scripts set their cookies on the site's domain and its parents (`.example.se`),
// and a cookie only goes away when it is expired with the domain it was set with.
function expireOnParentDomains(name: string): void {
  const hostname = typeof location === 'undefined' ? '' : location.hostname;
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) {
    return;
  }
  const labels = hostname.split('.');
  for (let start = 0; start < labels.length - 1; start++) {
    const domain = labels.slice(start).join('.');
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser
    document.cookie = `${name}=; path=/; domain=${domain}; max-age=0; SameSite=Lax`;
  }
}
