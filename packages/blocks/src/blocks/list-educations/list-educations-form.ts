import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `list-educations`. */
export const listEducationsForm: BlockFormParts<'list-educations'> = {
  description: 'Alla utbildningar som kort, med filter för målgrupp och ämne.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
