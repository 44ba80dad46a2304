import { hashPassword } from '../auth/secrets';
import type { Database } from '../db/database';
import { createUser, findUserByEmail } from '../storage/users';

/** The published password of every demo account (README). Demo mode only. */
export const DEMO_PASSWORD = 'Demo-losen-2026';

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@example.se',
    firstName: 'Alva',
    lastName: 'Admin',
    role: 'administrator',
    emailVerified: true,
  },
  { email: 'larare@example.se', firstName: 'Lars', lastName: 'Lärare', role: 'teacher', emailVerified: true },
  { email: 'elev@example.se', firstName: 'Elin', lastName: 'Elev', role: 'student', emailVerified: true },
  {
    email: 'intern@example.se',
    firstName: 'Ida',
    lastName: 'Intern',
    role: 'internal_student',
    emailVerified: true,
  },
  { email: 'anna@example.se', firstName: 'Anna', lastName: 'Andersson', role: '', emailVerified: false },
] as const;

/** Creates the demo accounts that do not exist yet; existing ones are left as they are. */
export async function ensureDemoAccounts(db: Database): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    if (!(await findUserByEmail(db, account.email))) {
      await createUser(db, { ...account, passwordHash });
    }
  }
}
