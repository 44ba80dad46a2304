import { defineBlockFolder } from '../block-manifest';

/** The `card-full` folder: its block, texts and code (see `block-manifest.ts`). */
export const cardFullManifest = defineBlockFolder({
  folder: 'card-full',
  blocks: {
    'card-full': {
      title: 'Kort',
      component: 'CardFull',
      fields: ['title', 'html', 'image', 'image_position', 'button'],
    },
  },
});
