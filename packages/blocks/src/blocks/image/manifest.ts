import { defineBlockFolder } from '../block-manifest';

/** The `image` folder: its block, texts and code (see `block-manifest.ts`). */
export const imageManifest = defineBlockFolder({
  folder: 'image',
  blocks: {
    image: {
      title: 'Bild',
      component: 'ImageBlock',
      fields: ['image', 'image_title', 'image_text', 'image_position'],
    },
  },
});
