import { z } from 'zod';
import { COOKIE_CATEGORY_IDS, OPTIONAL_COOKIE_CATEGORIES } from './cookie-rules';

/** Cookie categories; `functional` is always on and never stored as a choice. */
export const CookieCategoryIdSchema = z.enum(COOKIE_CATEGORY_IDS);

/** Categories a visitor can approve or deny. */
export const OptionalCookieCategorySchema = z.enum(OPTIONAL_COOKIE_CATEGORIES);

/** The value of the `cookieSettings` cookie: the approved categories (SPEC §3). */
export const CookieSettingsSchema = z.object({
  approved: z.array(OptionalCookieCategorySchema).default([]),
});
export type CookieSettings = z.output<typeof CookieSettingsSchema>;

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
