/** Texts of the transcript disclosure (video and sound blocks). */
export const transcriptLabels = {
  'transcript.show': 'Visa textversion',
  'transcript.hide': 'Dölj textversion',
} as const;
