import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `list-users`. */
export const listUsersForm: BlockFormParts<'list-users'> = {
  description: 'Deltagarna i rummet och deras roller.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
