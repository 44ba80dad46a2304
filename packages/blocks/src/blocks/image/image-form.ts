import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `image`. */
export const imageForm: BlockFormParts<'image'> = {
  description: 'En bild med rubrik och bildtext.',
  fields: [
    { key: 'image', widget: 'image', label: 'Bild', required: true },
    { key: 'image_title', widget: 'text', label: 'Rubrik', maxLength: 200 },
    { key: 'image_text', widget: 'richtext', label: 'Bildtext' },
    {
      key: 'image_position',
      widget: 'select',
      label: 'Bildens placering',
      choices: [
        { value: 'top', label: 'Ovanför texten' },
        { value: 'bottom', label: 'Under texten' },
        { value: 'left', label: 'Till vänster om texten' },
        { value: 'right', label: 'Till höger om texten' },
      ],
    },
  ],
  layout: TEXT_LAYOUT,
};
