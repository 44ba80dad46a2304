import { defineBlockFolder } from '../block-manifest';
import { mySettingsEnglish } from './my-settings-english';
import { mySettingsLabels } from './my-settings-labels';

/** The `my-settings` folder: its block, texts and code (see `block-manifest.ts`). */
export const mySettingsManifest = defineBlockFolder({
  folder: 'my-settings',
  blocks: {
    'my-settings': {
      title: 'Mina inställningar',
      component: 'MySettings',
      fields: ['title', 'html'],
    },
  },
  labels: mySettingsLabels,
  english: mySettingsEnglish,
});
