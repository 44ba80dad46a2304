import type { BlockFormParts } from '../../forms/form-types';
import { DIVIDER_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `divider`: it has no content, only its layout. */
export const dividerForm: BlockFormParts<'divider'> = {
  description: 'En linje som skiljer två delar av sidan åt.',
  fields: [],
  layout: DIVIDER_LAYOUT,
};
