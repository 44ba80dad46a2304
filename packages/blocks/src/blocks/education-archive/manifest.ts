import { defineBlockFolder } from '../block-manifest';
import { educationArchiveEnglish } from './education-archive-english';
import { educationArchiveLabels } from './education-archive-labels';

/** The `education-archive` folder: its block, texts and code (see `block-manifest.ts`). */
export const educationArchiveManifest = defineBlockFolder({
  folder: 'education-archive',
  blocks: {
    'education-archive': {
      title: 'Arkiv',
      component: 'EducationArchive',
      fields: ['title', 'html', 'folders', 'form'],
    },
  },
  labels: educationArchiveLabels,
  english: educationArchiveEnglish,
});
