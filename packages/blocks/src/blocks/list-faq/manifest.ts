import { defineBlockFolder } from '../block-manifest';
import { listFaqEnglish } from './list-faq-english';
import { listFaqLabels } from './list-faq-labels';

/** The `list-faq` folder: its block, texts and code (see `block-manifest.ts`). */
export const listFaqManifest = defineBlockFolder({
  folder: 'list-faq',
  blocks: {
    'list-faq': {
      title: 'Frågor och svar',
      component: 'ListFaq',
      fields: ['title', 'html', 'items', 'list'],
    },
  },
  labels: listFaqLabels,
  english: listFaqEnglish,
});
