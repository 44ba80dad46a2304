import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `my-settings`. */
export const mySettingsForm: BlockFormParts<'my-settings'> = {
  description: 'Där deltagaren ändrar sin profil och sitt lösenord eller tar bort sitt konto.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
