import { defineBlockFolder } from '../block-manifest';

/** The `text` folder: its block, texts and code (see `block-manifest.ts`). */
export const textManifest = defineBlockFolder({
  folder: 'text',
  blocks: {
    text: {
      title: 'Text',
      component: 'TextBlock',
      fields: ['title', 'html'],
    },
  },
});
