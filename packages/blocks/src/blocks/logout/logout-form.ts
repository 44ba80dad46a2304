import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `logout`. */
export const logoutForm: BlockFormParts<'logout'> = {
  description: 'En knapp som loggar ut deltagaren.',
  placement: 'site',
  fields: [
    TITLE_FIELD,
    {
      ...INTRO_FIELD,
      label: 'Text',
      help: 'Visas för inloggade. Lämna tomt för standardtexten om att framstegen är sparade.',
    },
  ],
  layout: BOX_LAYOUT,
};
