import { defineBlockFolder } from '../block-manifest';
import { listEducationsEnglish } from './list-educations-english';
import { listEducationsLabels } from './list-educations-labels';

/** The `list-educations` folder: its block, texts and code (see `block-manifest.ts`). */
export const listEducationsManifest = defineBlockFolder({
  folder: 'list-educations',
  blocks: {
    'list-educations': {
      title: 'Utbildningslista',
      component: 'ListEducations',
      fields: ['title', 'html'],
    },
  },
  labels: listEducationsLabels,
  english: listEducationsEnglish,
});
