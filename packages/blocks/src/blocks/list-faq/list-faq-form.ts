import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `list-faq`: questions and their answers. */
export const listFaqForm: BlockFormParts<'list-faq'> = {
  description: 'Frågor med svar som deltagaren fäller ut ett i taget.',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    {
      key: 'items',
      widget: 'list',
      label: 'Frågor',
      itemLabel: 'Fråga',
      min: 1,
      fields: [
        { key: 'question', widget: 'text', label: 'Fråga', required: true, maxLength: 300 },
        { key: 'answer', widget: 'richtext', label: 'Svar', required: true },
      ],
    },
  ],
  layout: TEXT_LAYOUT,
};
