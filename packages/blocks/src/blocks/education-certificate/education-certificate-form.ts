import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockForm } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `education-certificate`. */
export const educationCertificateForm: BlockForm<'education-certificate'> = {
  name: 'education-certificate',
  label: BLOCK_KIND_NAMES['education-certificate'],
  description: 'Låter deltagaren beställa sitt certifikat när utbildningen är klar.',
  placement: 'course',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
