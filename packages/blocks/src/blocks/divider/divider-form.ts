import type { BlockForm } from '../../forms/form-types';
import { DIVIDER_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `divider`: it has no content, only its layout. */
export const dividerForm: BlockForm<'divider'> = {
  name: 'divider',
  label: BLOCK_KIND_NAMES.divider,
  description: 'En linje som skiljer två delar av sidan åt.',
  fields: [],
  layout: DIVIDER_LAYOUT,
};
