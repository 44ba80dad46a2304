import { defineBlockFolder } from '../block-manifest';
import { educationPresentationEnglish } from './education-presentation-english';
import { educationPresentationLabels } from './education-presentation-labels';

/** The `education-presentation` folder: its block, texts and code (see `block-manifest.ts`). */
export const educationPresentationManifest = defineBlockFolder({
  folder: 'education-presentation',
  blocks: {
    'education-presentation': {
      title: 'Utbildningspresentation',
      component: 'EducationPresentation',
      fields: ['html'],
    },
  },
  labels: educationPresentationLabels,
  english: educationPresentationEnglish,
});
