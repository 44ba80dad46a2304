import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockForm } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { BLOCK_KIND_NAMES } from '../block-catalog';

/** The editor's form for `my-settings`. */
export const mySettingsForm: BlockForm<'my-settings'> = {
  name: 'my-settings',
  label: BLOCK_KIND_NAMES['my-settings'],
  description: 'Där deltagaren ändrar sin profil och sitt lösenord eller tar bort sitt konto.',
  placement: 'site',
  fields: [TITLE_FIELD, INTRO_FIELD],
  layout: BOX_LAYOUT,
};
