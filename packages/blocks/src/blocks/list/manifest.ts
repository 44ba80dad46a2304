import { defineBlockFolder } from '../block-manifest';

/** The `list` folder: its block, texts and code (see `block-manifest.ts`). */
export const listManifest = defineBlockFolder({
  folder: 'list',
  blocks: {
    list: {
      title: 'Lista',
      component: 'ListBlock',
      fields: ['title', 'html', 'items', 'list', 'type', 'icon'],
    },
  },
});
