import { buttonFields } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `link-button`. */
export const linkButtonForm: BlockFormParts<'link-button'> = {
  description: 'En tydlig länk som ser ut som en knapp, till exempel till nästa steg.',
  fields: [
    {
      key: 'button',
      widget: 'group',
      label: 'Länk',
      required: true,
      fields: /* @__PURE__ */ buttonFields(true),
    },
  ],
  layout: TEXT_LAYOUT,
};
