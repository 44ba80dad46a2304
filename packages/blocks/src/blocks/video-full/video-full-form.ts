import { TEXT_FIELD, TITLE_FIELD } from '../../forms/common-fields';
import type { BlockFormParts } from '../../forms/form-types';
import { TEXT_LAYOUT } from '../../forms/layout-fields';

const VIDEO_HELP = 'En länk till YouTube eller Vimeo.';

/** The editor's form for `video-full`: the video in up to three versions, and its text version. */
export const videoFullForm: BlockFormParts<'video-full'> = {
  description:
    'En video från YouTube eller Vimeo med textversion, gärna också syntolkad och teckenspråkstolkad.',
  fields: [
    TITLE_FIELD,
    TEXT_FIELD,
    { key: 'video_url', widget: 'video-url', label: 'Video', help: VIDEO_HELP, required: true },
    {
      key: 'video_no_visual_information',
      widget: 'checkbox',
      label: 'Videon har ingen information som bara syns i bild',
      help: 'Allt som visas sägs också. Annars krävs en syntolkad version (under "Fler fält").',
    },
    {
      key: 'video_url_visual',
      widget: 'video-url',
      label: 'Syntolkad version',
      help: VIDEO_HELP,
      more: true,
    },
    {
      key: 'video_url_sign',
      widget: 'video-url',
      label: 'Teckenspråkstolkad version',
      help: VIDEO_HELP,
      more: true,
    },
    {
      key: 'video_transcript',
      widget: 'richtext',
      label: 'Textversion (transkription)',
      help: 'Allt som sägs och visas; krävs för att publicera.',
      required: true,
    },
    {
      key: 'image',
      widget: 'image',
      label: 'Stillbild',
      help: 'Visas i stället för videon tills besökaren tillåter inbäddad video.',
      more: true,
    },
  ],
  layout: TEXT_LAYOUT,
};
