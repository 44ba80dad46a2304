/** Texts of the `education-schema` block; hosts may override any of them by key. */
export const educationSchemaLabels = {
  'educationSchema.chapter': 'Kapitel {number}',
  'educationSchema.empty': 'Utbildningens upplägg är inte klart ännu.',
} as const;
