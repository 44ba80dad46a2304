import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockForm } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `list-educations`. */
export const listEducationsForm: BlockForm<'list-educations'> = {
  name: 'list-educations',
  label: BLOCK_KIND_NAMES['list-educations'],
  description: 'Alla utbildningar som kort, med filter för målgrupp och ämne.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
