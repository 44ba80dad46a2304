/** Texts of the `education-user-progress` block. */
export const educationUserProgressLabels = {
  'userProgress.label': 'Dina framsteg i utbildningen',
  'userProgress.count': '{done} av {total} kapitel klara',
  'userProgress.noChapters': 'Utbildningen har inga kapitel ännu.',
} as const;
