/**
 * The cookie rules a browser's first page applies (the consent cookie, the popup's page, the
 * vendor's visitors), without zod: the schemas of the same cookie are in cookie.ts.
 */

/** Cookie categories; `functional` is always on and never stored as a choice. */
export const COOKIE_CATEGORY_IDS = ['functional', 'statistical', 'marketing'] as const;
export type CookieCategoryId = (typeof COOKIE_CATEGORY_IDS)[number];

/** Categories a visitor can approve or deny, in the order they are shown. */
export const OPTIONAL_COOKIE_CATEGORIES = ['statistical', 'marketing'] as const;
export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

/** A visitor's consent choice: which optional categories they approved. */
export interface ConsentChoice {
  statistical: boolean;
  marketing: boolean;
}

/**
 * The choice in the `cookieSettings` cookie's (decoded) value, e.g. `{"approved":["statistical"]}`,
 * or null when the visitor has not chosen. A value that is not JSON, lacks the `approved` list or
 * names an unknown category was not written by the site, so it counts as no choice. The site
 * reads its cookie with it, and the API's page render with the same rule (issue 25).
 */
export function consentChoiceOf(raw: string | null | undefined): ConsentChoice | null {
  if (raw === null || raw === undefined) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const approved: unknown =
    typeof parsed === 'object' && parsed !== null ? Reflect.get(parsed, 'approved') : undefined;
  // CookieSettingsSchema's rule, checked by hand: browsers read the cookie on every first page,
  // where no zod is loaded (cookie-rules.test.ts holds the two to the same answers).
  if (!Array.isArray(approved) || !approved.every(isOptionalCookieCategory)) {
    return null;
  }
  return { statistical: approved.includes('statistical'), marketing: approved.includes('marketing') };
}

function isOptionalCookieCategory(value: unknown): value is OptionalCookieCategory {
  return (OPTIONAL_COOKIE_CATEGORIES as readonly unknown[]).includes(value);
}

/**
 * Whether an IP is on the analytics vendor's list (settings' `analytics_vendor_ips`), whose
 * visitors the cookie popup does not ask (SPEC §4); IPv4 written as IPv6 (`::ffff:1.2.3.4`)
 * counts too. The site and the server's render decide by it alike.
 */
export function isVendorIp(clientIp: string | null, vendorIps: readonly string[]): boolean {
  if (!clientIp) {
    return false;
  }
  const ip = plainIp(clientIp);
  return vendorIps.some((vendorIp) => plainIp(vendorIp) === ip);
}

function plainIp(ip: string): string {
  return ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
}

/** What decides whether the cookie popup opens by itself for a visit. */
export interface CookieQuestionVisit {
  /** Whether the visitor has made a choice (a valid `cookieSettings` cookie). */
  chosen: boolean;
  /** Whether the page is the cookie page (`COOKIE_PAGE_PATH`), as the host compares paths. */
  onCookiePage: boolean;
  /** The visitor's IP, or null when it is not known (they are then asked as anyone else). */
  clientIp: string | null;
  /** The analytics vendor's IPs (settings' `analytics_vendor_ips`). */
  vendorIps: readonly string[];
}

/**
 * Whether the cookie popup opens by itself (SPEC §4): the visitor has not chosen, is not on the
 * cookie page, where it would hide what it explains, and is not one of the analytics vendor's
 * IPs. The site decides by it in the browser, and the API when it draws the page (issue 25).
 */
export function asksForCookieChoice({
  chosen,
  onCookiePage,
  clientIp,
  vendorIps,
}: CookieQuestionVisit): boolean {
  return !chosen && !onCookiePage && !isVendorIp(clientIp, vendorIps);
}

/** The site's page about cookies, where the popup would hide what it explains (SPEC §2). */
export const COOKIE_PAGE_PATH = '/om-kakor';

/** Name of the consent cookie and its lifetime in seconds (SPEC §3, §9). */
export const COOKIE_SETTINGS_NAME = 'cookieSettings';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 31_536_000;

/** Cookies kept as functional (never cleared when consent is withdrawn), SPEC §3. */
export const FUNCTIONAL_COOKIES = [
  'cookieSettings',
  'currentEducation',
  'progress',
  'auth.strategy',
  'auth._token.local',
  'auth._refresh_token.local',
] as const;
