/** Texts of the `facts-box` block; hosts may override any of them by key. */
export const factsBoxLabels = {
  'factsBox.label': 'Faktaruta',
} as const;
