import { defineBlockFolder } from '../block-manifest';
import { commentsEnglish } from './comments-english';
import { commentsLabels } from './comments-labels';

/** The `comments` folder: its block, texts and code (see `block-manifest.ts`). */
export const commentsManifest = defineBlockFolder({
  folder: 'comments',
  blocks: {
    comments: {
      title: 'Kommentarer',
      component: 'Comments',
      fields: ['title', 'html'],
    },
  },
  labels: commentsLabels,
  english: commentsEnglish,
});
