import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `my-certificates`. */
export const myCertificatesForm: BlockFormParts<'my-certificates'> = {
  description: 'Deltagarens certifikat från avslutade utbildningar.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
