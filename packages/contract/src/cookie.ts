import { z } from 'zod';

/** Cookie categories; `functional` is always on and never stored as a choice. */
export const CookieCategoryIdSchema = z.enum(['functional', 'statistical', 'marketing']);
export type CookieCategoryId = z.output<typeof CookieCategoryIdSchema>;

/** Categories a visitor can approve or deny. */
export const OptionalCookieCategorySchema = z.enum(['statistical', 'marketing']);
export type OptionalCookieCategory = z.output<typeof OptionalCookieCategorySchema>;

/** The value of the `cookieSettings` cookie: the approved categories (SPEC §3). */
export const CookieSettingsSchema = z.object({
  approved: z.array(OptionalCookieCategorySchema).default([]),
});
export type CookieSettings = z.output<typeof CookieSettingsSchema>;

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
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(Reflect.get(parsed, 'approved'))) {
    return null;
  }
  const result = CookieSettingsSchema.safeParse(parsed);
  if (!result.success) {
    return null;
  }
  const approved = new Set(result.data.approved);
  return { statistical: approved.has('statistical'), marketing: approved.has('marketing') };
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

/** Texts of the consent popup and its settings view (SPEC §3). */
export const CookieConsentTextSchema = z.looseObject({
  popup: z.looseObject({
    title: z.string(),
    text: z.string(),
    btn_accept_all: z.string(),
    btn_cookie_settings: z.string(),
    btn_deny_all: z.string(),
  }),
  settings: z.looseObject({
    title: z.string(),
    text: z.string(),
    btn_accept_selections: z.string(),
    cookie_categories: z.array(
      z.looseObject({
        id: CookieCategoryIdSchema,
        title: z.string(),
        description: z.string(),
      }),
    ),
  }),
});
export type CookieConsentText = z.output<typeof CookieConsentTextSchema>;
