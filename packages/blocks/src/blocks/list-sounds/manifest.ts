import { defineBlockFolder } from '../block-manifest';
import { listSoundsEnglish } from './list-sounds-english';
import { listSoundsLabels } from './list-sounds-labels';

/** The `list-sounds` folder: its block, texts and code (see `block-manifest.ts`). */
export const listSoundsManifest = defineBlockFolder({
  folder: 'list-sounds',
  blocks: {
    'list-sounds': {
      title: 'Ljud',
      component: 'ListSounds',
      fields: ['title', 'html', 'items', 'sound_url', 'sound_transcript'],
    },
  },
  labels: listSoundsLabels,
  english: listSoundsEnglish,
});
