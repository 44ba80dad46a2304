import { type Settings, SettingsSchema, type User } from '@jamstalldhet/contract';

// Shared by the stories and tests of this folder.

export const settings: Settings = SettingsSchema.parse({
  taxonomies: {
    user_organization: [
      { id: 3, name: 'Östersunds kommun' },
      { id: 1, name: 'Region Skåne' },
      { id: 2, name: 'Malmö stad' },
      { id: 4, name: 'Åre kommun' },
    ],
    user_work_title: [
      { id: 12, name: 'Rektor' },
      { id: 11, name: 'Lärare' },
      { id: 13, name: 'Förskollärare' },
      { id: 14, name: 'Elevhälsopersonal' },
    ],
  },
});

export const learner: User = {
  id: 42,
  first_name: 'Amira',
  last_name: 'Haddad',
  email: 'amira.haddad@malmo.se',
  role: 'teacher',
  scope: [],
  email_verified: true,
  loggedIn: true,
  organization: 2,
  work_title: 11,
};

/** An error as the host's api client rejects with it. */
export function apiError(statusCode: number, message: string, field?: string): Error {
  return Object.assign(new Error(message), { statusCode }, field ? { field } : {});
}
