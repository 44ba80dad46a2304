import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormField, BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

// A card side (the contract's `CardSide`).
const sideFields: readonly BlockFormField[] = [
  { key: 'title', widget: 'text', label: 'Rubrik', maxLength: 200 },
  { key: 'text', widget: 'textarea', label: 'Text', help: 'Utan formatering.' },
  {
    key: 'html',
    widget: 'richtext',
    label: 'Formaterad text',
    help: 'Med länkar, fetstil eller listor; visas under texten.',
  },
  { key: 'image', widget: 'image', label: 'Bild' },
];

/** The editor's form for `cards-multiple`: flip cards with a front and a back. */
export const cardsMultipleForm: BlockFormParts<'cards-multiple'> = {
  description: 'Kort som deltagaren vänder för att se baksidan, i slumpad ordning.',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    {
      key: 'items',
      widget: 'list',
      label: 'Kort',
      itemLabel: 'Kort',
      min: 1,
      itemId: true,
      fields: [
        { key: 'front', widget: 'group', label: 'Framsida', fields: sideFields },
        {
          key: 'back',
          widget: 'group',
          label: 'Baksida',
          help: 'Utan baksida kan kortet inte vändas.',
          fields: sideFields,
        },
      ],
    },
  ],
  layout: TEXT_LAYOUT,
};
