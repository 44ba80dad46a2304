import { TEXT_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `text`. */
export const textForm: BlockFormParts<'text'> = {
  description: 'En rubrik och löpande text med länkar, listor och bilder.',
  // A text block is its text: without it a learner sees a blank step.
  fields: [TITLE_FIELD, { ...TEXT_FIELD, required: true }],
  layout: TEXT_LAYOUT,
};
