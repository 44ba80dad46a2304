import type { listUsersLabels } from './list-users-labels';

/** The texts of `list-users` in English, for `englishLabels`. */
export const listUsersEnglish: Readonly<Record<keyof typeof listUsersLabels, string>> = {
  'listUsers.loading': 'Loading the participants …',
  'listUsers.error': 'The participants could not be loaded.',
  'listUsers.retry': 'Try again',
  'listUsers.empty': 'There are no participants here yet.',
  'listUsers.loggedOut': 'Log in to see the participants.',
  'listUsers.list': 'Participants',
  'listUsers.count': '{count} participants',
  'listUsers.role.student': 'Pupil',
  'listUsers.role.teacher': 'Teacher',
  'listUsers.role.administrator': 'Administrator',
  'listUsers.role.editor': 'Editor',
  'listUsers.role.internal_student': 'Participant',
  'listUsers.role.internal_teacher': 'Supervisor',
  'listUsers.role.internal_administrator': 'Administrator',
  'listUsers.role.other': '—',
};
