import { defineBlockFolder } from '../block-manifest';
import { educationCertificateEnglish } from './education-certificate-english';
import { educationCertificateLabels } from './education-certificate-labels';

/** The `education-certificate` folder: its block, texts and code (see `block-manifest.ts`). */
export const educationCertificateManifest = defineBlockFolder({
  folder: 'education-certificate',
  blocks: {
    'education-certificate': {
      title: 'Certifikat',
      component: 'EducationCertificate',
      fields: ['title', 'html'],
    },
  },
  labels: educationCertificateLabels,
  english: educationCertificateEnglish,
});
