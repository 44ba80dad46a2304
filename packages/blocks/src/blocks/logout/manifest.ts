import { defineBlockFolder } from '../block-manifest';
import { logoutEnglish } from './logout-english';
import { logoutLabels } from './logout-labels';

/** The `logout` folder: its block, texts and code (see `block-manifest.ts`). */
export const logoutManifest = defineBlockFolder({
  folder: 'logout',
  blocks: {
    logout: {
      title: 'Logga ut',
      component: 'Logout',
      fields: ['title', 'html'],
    },
  },
  labels: logoutLabels,
  english: logoutEnglish,
});
