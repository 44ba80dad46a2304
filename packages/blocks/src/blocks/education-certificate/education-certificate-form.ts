import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `education-certificate`. */
export const educationCertificateForm: BlockFormParts<'education-certificate'> = {
  description: 'Låter deltagaren beställa sitt certifikat när utbildningen är klar.',
  placement: 'course',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
