import { defineBlockFolder } from '../block-manifest';
import { educationUserProgressEnglish } from './education-user-progress-english';
import { educationUserProgressLabels } from './education-user-progress-labels';

/** The `education-user-progress` folder: its block, texts and code (see `block-manifest.ts`). */
export const educationUserProgressManifest = defineBlockFolder({
  folder: 'education-user-progress',
  blocks: {
    'education-user-progress': {
      title: 'Framsteg',
      component: 'EducationUserProgress',
      fields: ['title'],
    },
  },
  labels: educationUserProgressLabels,
  english: educationUserProgressEnglish,
});
