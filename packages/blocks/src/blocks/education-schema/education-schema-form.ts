import { INTRO_FIELD, ITEM_TEXT_FIELDS, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `education-schema`: the course outline, or rows written here instead. */
export const educationSchemaForm: BlockFormParts<'education-schema'> = {
  description: 'Utbildningens kapitel och episoder som en översikt.',
  placement: 'course',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    {
      key: 'items',
      widget: 'list',
      label: 'Egna rader',
      help: 'Lämna tomt för att visa utbildningens kapitel och episoder.',
      itemLabel: 'Rad',
      fields: ITEM_TEXT_FIELDS,
    },
  ],
  layout: TEXT_LAYOUT,
};
