import { defineBlockFolder } from '../block-manifest';
import { educationSchemaEnglish } from './education-schema-english';
import { educationSchemaLabels } from './education-schema-labels';

/** The `education-schema` folder: its block, texts and code (see `block-manifest.ts`). */
export const educationSchemaManifest = defineBlockFolder({
  folder: 'education-schema',
  blocks: {
    'education-schema': {
      title: 'Utbildningsschema',
      component: 'EducationSchemaBlock',
      fields: ['title', 'html', 'items', 'list'],
    },
  },
  labels: educationSchemaLabels,
  english: educationSchemaEnglish,
});
