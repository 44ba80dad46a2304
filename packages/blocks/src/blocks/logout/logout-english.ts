import type { logoutLabels } from './logout-labels';

/** The texts of `logout` in English, for `englishLabels`. */
export const logoutEnglish: Readonly<Record<keyof typeof logoutLabels, string>> = {
  'logout.text': 'Your progress is saved. When you log in again you can continue where you left off.',
  'logout.button': 'Log out',
  'logout.confirmTitle': 'Log out?',
  'logout.confirm': 'Log out',
  'logout.cancel': 'Cancel',
  'logout.pending': 'Logging out …',
  'logout.done': 'You are logged out.',
  'logout.error': 'Logging out did not work. Try again.',
  'logout.notLoggedIn': 'You are not logged in.',
};
