/** Texts of the `list-downloads` block; hosts may override any of them by key. */
export const listDownloadsLabels = {
  'listDownloads.empty': 'Det finns inga filer att ladda ner just nu.',
} as const;
