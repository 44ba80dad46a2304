import { defineBlockFolder } from '../block-manifest';
import { cardsMultipleEnglish } from './cards-multiple-english';
import { cardsMultipleLabels } from './cards-multiple-labels';

/** The `cards-multiple` folder: its block, texts and code (see `block-manifest.ts`). */
export const cardsMultipleManifest = defineBlockFolder({
  folder: 'cards-multiple',
  blocks: {
    'cards-multiple': {
      title: 'Flera kort',
      component: 'CardsMultiple',
      fields: ['title', 'html', 'items', 'list'],
    },
  },
  labels: cardsMultipleLabels,
  english: cardsMultipleEnglish,
});
