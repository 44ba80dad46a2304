/** Texts of the `my-certificates` block; hosts may override any of them by key. */
export const myCertificatesLabels = {
  'myCertificates.loading': 'Laddar dina certifikat …',
  'myCertificates.error': 'Dina certifikat kunde inte laddas.',
  'myCertificates.retry': 'Försök igen',
  'myCertificates.empty': 'Du har inga certifikat ännu.',
  'myCertificates.loggedOut': 'Logga in för att se dina certifikat.',
  'myCertificates.list': 'Dina certifikat',
  'myCertificates.name': 'Namn',
  'myCertificates.issued': 'Utfärdat',
  'myCertificates.code': 'Verifieringskod',
  'myCertificates.download': 'Ladda ner certifikatet (PDF)',
} as const;
