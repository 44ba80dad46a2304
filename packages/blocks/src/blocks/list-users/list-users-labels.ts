/** Texts of the `list-users` block; hosts may override any of them by key. */
export const listUsersLabels = {
  'listUsers.loading': 'Laddar deltagarna …',
  'listUsers.error': 'Deltagarna kunde inte laddas.',
  'listUsers.retry': 'Försök igen',
  'listUsers.empty': 'Det finns inga deltagare här ännu.',
  'listUsers.loggedOut': 'Logga in för att se deltagarna.',
  'listUsers.list': 'Deltagare',
  'listUsers.count': '{count} deltagare',
  'listUsers.role.student': 'Elev',
  'listUsers.role.teacher': 'Lärare',
  'listUsers.role.administrator': 'Administratör',
  'listUsers.role.editor': 'Redaktör',
  'listUsers.role.internal_student': 'Deltagare',
  'listUsers.role.internal_teacher': 'Handledare',
  'listUsers.role.internal_administrator': 'Administratör',
  'listUsers.role.other': '—',
} as const;
