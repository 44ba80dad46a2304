import { z } from 'zod';
import { TermSchema } from './common';
import { CookieConsentTextSchema } from './cookie';
import { DEFAULT_API_SYNCH_TIME } from './values';

/** A main-navigation item; external items open in a new window. */
export const NavigationItemSchema = z.looseObject({
  text: z.string(),
  url: z.string(),
  external: z.boolean().default(false),
  aria_label: z.string().optional(),
});
export type NavigationItem = z.output<typeof NavigationItemSchema>;

/** Footer item types (SPEC §2). */
export const FooterItemTypeSchema = z.enum(['link', 'text', 'html', 'phone', 'email']);
export type FooterItemType = z.output<typeof FooterItemTypeSchema>;

/** A footer item; `class` may carry the cookie-settings class. */
export const FooterItemSchema = z.looseObject({
  type: FooterItemTypeSchema,
  text: z.string(),
  url: z.string().optional(),
  external: z.boolean().default(false),
  class: z.string().optional(),
  aria_label: z.string().optional(),
});
export type FooterItem = z.output<typeof FooterItemSchema>;

/** A footer column: `link-list` or another type. */
export const FooterColumnSchema = z.looseObject({
  type: z.string().default('link-list'),
  title: z.string().optional(),
  items: z.array(FooterItemSchema).default([]),
});
export type FooterColumn = z.output<typeof FooterColumnSchema>;

/** Social-share defaults (SPEC §2: default title, description and share image). */
export const ShareDefaultsSchema = z.looseObject({
  title: z.string(),
  description: z.string().default(''),
  image: z.string().optional(),
  /** Added after page titles: 'Mina sidor | Webbutbildningar'. */
  site_name: z.string().optional(),
});
export type ShareDefaults = z.output<typeof ShareDefaultsSchema>;

/** Site settings from `GET /api/site-settings` (SPEC §3). */
export const SettingsSchema = z.looseObject({
  navigation: z.array(NavigationItemSchema).default([]),
  footer: z
    .looseObject({
      upper: z.array(FooterColumnSchema).default([]),
      lower: z.array(FooterColumnSchema).default([]),
    })
    .default({ upper: [], lower: [] }),
  evaluation_terms: z.string().optional(),
  cookie_consent: CookieConsentTextSchema.optional(),
  taxonomies: z
    .looseObject({
      user_organization: z.array(TermSchema).default([]),
      user_work_title: z.array(TermSchema).default([]),
    })
    .default({ user_organization: [], user_work_title: [] }),
  apiSynchTime: z.number().int().positive().default(DEFAULT_API_SYNCH_TIME),
  /** The analytics script, loaded only with statistical consent (SPEC §4). */
  analytics_script_url: z.string().optional(),
  /** The analytics vendor's crawler IPs; requests from them get no cookie popup (SPEC §9). */
  analytics_vendor_ips: z.array(z.string()).default([]),
  /** Social-share defaults for pages without their own (SPEC §2). */
  share: ShareDefaultsSchema.default({ title: 'Webbutbildningar', description: '' }),
  /** The education team's address: 404 page, accessibility reports. */
  contact_email: z.string().optional(),
  /**
   * The content editor's edit address for the administrators' edit links (SPEC §6); `{id}` is
   * replaced by the post id. Without it no edit links are shown.
   */
  editor_url_template: z.string().optional(),
});
export type Settings = z.output<typeof SettingsSchema>;
export type SettingsInput = z.input<typeof SettingsSchema>;
