import { defineBlockFolder } from '../block-manifest';

/** The `quote` folder: its block, texts and code (see `block-manifest.ts`). */
export const quoteManifest = defineBlockFolder({
  folder: 'quote',
  blocks: {
    quote: {
      title: 'Citat',
      component: 'Quote',
      fields: ['title', 'html'],
    },
  },
});
