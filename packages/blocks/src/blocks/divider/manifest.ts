import { defineBlockFolder } from '../block-manifest';

/** The `divider` folder: its block, texts and code (see `block-manifest.ts`). */
export const dividerManifest = defineBlockFolder({
  folder: 'divider',
  blocks: {
    divider: {
      title: 'Avdelare',
      component: 'Divider',
      fields: [],
    },
  },
});
