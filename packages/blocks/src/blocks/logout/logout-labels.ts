/** Texts of the `logout` block; hosts may override any of them by key. */
export const logoutLabels = {
  'logout.text': 'Dina framsteg är sparade. När du loggar in igen kan du fortsätta där du slutade.',
  'logout.button': 'Logga ut',
  'logout.confirmTitle': 'Logga ut?',
  'logout.confirm': 'Logga ut',
  'logout.cancel': 'Avbryt',
  'logout.pending': 'Loggar ut …',
  'logout.done': 'Du är utloggad.',
  'logout.error': 'Det gick inte att logga ut. Försök igen.',
  'logout.notLoggedIn': 'Du är inte inloggad.',
} as const;
