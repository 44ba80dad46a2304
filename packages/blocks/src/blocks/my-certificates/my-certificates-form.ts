import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockForm } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `my-certificates`. */
export const myCertificatesForm: BlockForm<'my-certificates'> = {
  name: 'my-certificates',
  label: BLOCK_KIND_NAMES['my-certificates'],
  description: 'Deltagarens certifikat från avslutade utbildningar.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
