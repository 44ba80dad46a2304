/** Texts of the `list-educations` block; hosts may override any of them by key. */
export const listEducationsLabels = {
  'listEducations.loading': 'Laddar utbildningar …',
  'listEducations.error': 'Utbildningarna kunde inte laddas.',
  'listEducations.retry': 'Försök igen',
  'listEducations.none': 'Det finns inga utbildningar att visa just nu.',
  'listEducations.filters': 'Filtrera utbildningarna',
  'listEducations.educationType': 'Kategorier',
  'listEducations.educationLength': 'Kurslängd',
  'listEducations.educationBy': 'Utbildning av',
  'listEducations.reset': 'Rensa alla',
  'listEducations.chosenFilters': 'Valda filter',
  'listEducations.removeFilter': 'Ta bort filter: {name}',
  'listEducations.count': 'Visar {count} utbildningar',
  'listEducations.countOne': 'Visar 1 utbildning',
  'listEducations.noMatch': 'Inga utbildningar matchar filtren.',
  'listEducations.courses': 'Utbildningar',
  'listEducations.statusPrefix': 'Status:',
  'listEducations.status.progress': 'Påbörjad',
  'listEducations.status.completed': 'Genomförd',
  'listEducations.status.locked': 'Kräver inloggning',
  'listEducations.status.approvalRequired': 'Kräver ansökan',
  'listEducations.status.approvalPending': 'Ansökan skickad',
  'listEducations.status.coming': 'Öppnar snart',
  'listEducations.status.closed': 'Stängd',
} as const;

export type ListEducationsLabels = typeof listEducationsLabels;
