import { defineBlockFolder } from '../block-manifest';
import { listUsersEnglish } from './list-users-english';
import { listUsersLabels } from './list-users-labels';

/** The `list-users` folder: its block, texts and code (see `block-manifest.ts`). */
export const listUsersManifest = defineBlockFolder({
  folder: 'list-users',
  blocks: {
    'list-users': {
      title: 'Deltagare',
      component: 'ListUsers',
      fields: ['title', 'html'],
    },
  },
  labels: listUsersLabels,
  english: listUsersEnglish,
});
