import { defineBlockFolder } from '../block-manifest';
import { factsBoxEnglish } from './facts-box-english';
import { factsBoxLabels } from './facts-box-labels';

/** The `facts-box` folder: its block, texts and code (see `block-manifest.ts`). */
export const factsBoxManifest = defineBlockFolder({
  folder: 'facts-box',
  blocks: {
    'facts-box': {
      title: 'Faktaruta',
      component: 'FactsBox',
      fields: ['title', 'html', 'box_title', 'box_text', 'icon'],
    },
  },
  labels: factsBoxLabels,
  english: factsBoxEnglish,
});
