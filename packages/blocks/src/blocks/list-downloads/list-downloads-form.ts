import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

/** The editor's form for `list-downloads`: files, each with its address and name. */
export const listDownloadsForm: BlockFormParts<'list-downloads'> = {
  description: 'Filer att ladda ned, med filtyp och storlek utskrivna.',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    {
      key: 'items',
      widget: 'list',
      label: 'Filer',
      itemLabel: 'Fil',
      min: 1,
      fields: [
        {
          key: 'file',
          widget: 'group',
          label: 'Fil',
          fields: [
            { key: 'url', widget: 'url', label: 'Filens adress', required: true },
            { key: 'name', widget: 'text', label: 'Filnamn', required: true, maxLength: 200 },
          ],
        },
        {
          key: 'title',
          widget: 'text',
          label: 'Namn som visas',
          help: 'Annars visas filnamnet.',
          maxLength: 200,
        },
        { key: 'text', widget: 'textarea', label: 'Beskrivning' },
      ],
    },
  ],
  layout: TEXT_LAYOUT,
};
