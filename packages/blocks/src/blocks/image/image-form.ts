import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';
import { selectField } from '../../forms/select-field';

/** The editor's form for `image`. */
export const imageForm: BlockFormParts<'image'> = {
  description: 'En bild med rubrik och bildtext.',
  fields: [
    { key: 'image', widget: 'image', label: 'Bild', required: true },
    { key: 'image_title', widget: 'text', label: 'Rubrik', maxLength: 200 },
    { key: 'image_text', widget: 'richtext', label: 'Bildtext' },
    /* @__PURE__ */ selectField('image_position', 'Bildens placering', {
      top: 'Ovanför texten',
      bottom: 'Under texten',
      left: 'Till vänster om texten',
      right: 'Till höger om texten',
    }),
  ],
  layout: TEXT_LAYOUT,
};
