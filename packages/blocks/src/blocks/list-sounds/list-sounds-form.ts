import { INTRO_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

const TRANSCRIPT_HELP = 'Allt som sägs; krävs för att publicera.';

/**
 * The editor's form for `list-sounds`: one sound in the block's own fields, or several in
 * `items`; ListSounds plays the items when there are any.
 */
export const listSoundsForm: BlockFormParts<'list-sounds'> = {
  description: 'Ett eller flera ljud att lyssna på, vart och ett med textversion.',
  fields: [
    TITLE_FIELD,
    INTRO_FIELD,
    {
      key: 'sound_url',
      widget: 'url',
      label: 'Ljudfilens adress',
      help: 'För ett enda ljud. Flera ljud läggs i listan nedan.',
    },
    { key: 'sound_transcript', widget: 'richtext', label: 'Textversion', help: TRANSCRIPT_HELP },
    {
      key: 'items',
      widget: 'list',
      label: 'Flera ljud',
      itemLabel: 'Ljud',
      fields: [
        { key: 'title', widget: 'text', label: 'Rubrik', maxLength: 200 },
        { key: 'sound_url', widget: 'url', label: 'Ljudfilens adress', required: true },
        {
          key: 'sound_transcript',
          widget: 'richtext',
          label: 'Textversion',
          help: TRANSCRIPT_HELP,
          required: true,
        },
      ],
    },
  ],
  layout: TEXT_LAYOUT,
};
