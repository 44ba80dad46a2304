import { defineBlockFolder } from '../block-manifest';

/** The `link-button` folder: its block, texts and code (see `block-manifest.ts`). */
export const linkButtonManifest = defineBlockFolder({
  folder: 'link-button',
  blocks: {
    'link-button': {
      title: 'Länkknapp',
      component: 'LinkButton',
      fields: ['button'],
    },
  },
});
