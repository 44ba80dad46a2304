import { buttonFields, TEXT_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';
import { selectField } from '../../forms/select-field';

/** The editor's form for `card-full`. */
export const cardFullForm: BlockFormParts<'card-full'> = {
  description: 'Ett brett kort med bild, rubrik, text och en länk vidare.',
  fields: [
    TITLE_FIELD,
    TEXT_FIELD,
    { key: 'image', widget: 'image', label: 'Bild' },
    // CardFull puts the image left unless it is 'right'.
    /* @__PURE__ */ selectField('image_position', 'Bildens placering', {
      left: 'Till vänster',
      right: 'Till höger',
    }),
    {
      key: 'button',
      widget: 'group',
      label: 'Länk',
      help: 'Visas när både text och adress är ifyllda.',
      fields: /* @__PURE__ */ buttonFields(false),
    },
  ],
  layout: TEXT_LAYOUT,
};
