import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockForm } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `list-users`. */
export const listUsersForm: BlockForm<'list-users'> = {
  name: 'list-users',
  label: BLOCK_KIND_NAMES['list-users'],
  description: 'Deltagarna i rummet och deras roller.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
