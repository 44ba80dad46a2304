import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { BOX_LAYOUT } from '../../forms/layout-fields';
import { educationArchiveLabels } from './education-archive-labels';

/** The editor's form for `education-archive`. */
export const educationArchiveForm: BlockFormParts<'education-archive'> = {
  description: 'Ett filarkiv där inloggade delar filer, gärna sorterade i mappar.',
  fields: [
    { ...TITLE_FIELD, help: `Annars "${educationArchiveLabels['archive.heading']}".` },
    INTRO_FIELD,
    {
      key: 'folders',
      widget: 'list',
      label: 'Mappar',
      help: 'Deltagarna kan visa filerna i en mapp i taget.',
      itemLabel: 'Mapp',
      itemId: true,
      fields: [{ key: 'title', widget: 'text', label: 'Mappens namn', required: true, maxLength: 100 }],
    },
  ],
  layout: BOX_LAYOUT,
};
