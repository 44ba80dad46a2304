import { defineBlockFolder } from '../block-manifest';
import { myCertificatesEnglish } from './my-certificates-english';
import { myCertificatesLabels } from './my-certificates-labels';

/** The `my-certificates` folder: its block, texts and code (see `block-manifest.ts`). */
export const myCertificatesManifest = defineBlockFolder({
  folder: 'my-certificates',
  blocks: {
    'my-certificates': {
      title: 'Mina certifikat',
      component: 'MyCertificates',
      fields: ['title', 'html'],
    },
  },
  labels: myCertificatesLabels,
  english: myCertificatesEnglish,
});
