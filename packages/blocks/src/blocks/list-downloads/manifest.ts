import { defineBlockFolder } from '../block-manifest';
import { listDownloadsEnglish } from './list-downloads-english';
import { listDownloadsLabels } from './list-downloads-labels';

/** The `list-downloads` folder: its block, texts and code (see `block-manifest.ts`). */
export const listDownloadsManifest = defineBlockFolder({
  folder: 'list-downloads',
  blocks: {
    'list-downloads': {
      title: 'Nedladdningar',
      component: 'ListDownloads',
      fields: ['title', 'html', 'items', 'list'],
    },
  },
  labels: listDownloadsLabels,
  english: listDownloadsEnglish,
});
