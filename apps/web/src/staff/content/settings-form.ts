import type { BlockForm } from '@jamstalldhet/blocks';

/**
 * The site settings' form (issue 24): the main navigation, the evaluation terms and the cookie
 * texts, described like a block's form so the same widgets render them. The footer's columns
 * are kept as they are; the operator's fields (scripts, addresses) are not an editor's.
 */
// The cookie popup and its settings view each have a heading and a text.
const cookieTexts = [
  { key: 'title', widget: 'text', label: 'Rubrik', maxLength: 120 },
  { key: 'text', widget: 'richtext', label: 'Text' },
] as const;

export const SETTINGS_FORM = {
  name: 'text',
  label: 'Webbplatsinställningar',
  description: 'Huvudmenyn, villkoren för utvärderingen och texterna om kakor.',
  fields: [
    {
      key: 'navigation',
      widget: 'list',
      label: 'Huvudmeny',
      itemLabel: 'Menyval',
      fields: [
        { key: 'text', widget: 'text', label: 'Text', required: true, maxLength: 80 },
        { key: 'url', widget: 'url', label: 'Adress', required: true },
        { key: 'external', widget: 'checkbox', label: 'Öppnas i ett nytt fönster' },
      ],
    },
    { key: 'evaluation_terms', widget: 'richtext', label: 'Villkor för utvärderingen' },
    {
      key: 'cookie_consent',
      widget: 'group',
      label: 'Kakor',
      fields: [
        { key: 'popup', widget: 'group', label: 'Rutan om kakor', fields: cookieTexts },
        { key: 'settings', widget: 'group', label: 'Inställningar för kakor', fields: cookieTexts },
      ],
    },
  ],
  layout: [],
} as unknown as BlockForm;
