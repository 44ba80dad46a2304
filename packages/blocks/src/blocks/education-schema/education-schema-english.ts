import type { educationSchemaLabels } from './education-schema-labels';

/** The texts of `education-schema` in English, for `englishLabels`. */
export const educationSchemaEnglish: Readonly<Record<keyof typeof educationSchemaLabels, string>> = {
  'educationSchema.chapter': 'Chapter {number}',
  'educationSchema.empty': 'The course outline is not ready yet.',
};
