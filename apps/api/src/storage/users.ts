import type { User } from '@jamstalldhet/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { EmailTakenError, isUniqueViolation } from './profile';
import type { UserRow } from './sessions';

/** E-mail addresses are compared without case and surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role?: string;
  organizationId?: number | null;
  workTitleId?: number | null;
  emailVerified?: boolean;
}

/** Creates the account; `EmailTakenError` when another has the address (two registrations at once). */
export async function createUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: normalizeEmail(user.email) })
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new EmailTakenError() : error;
    });
  if (!row) {
    throw new Error('createUser returned no row');
  }
  return row;
}

/** Who an account is, as every wire shape of it names it: its id, name, e-mail and role. */
export function wireIdentity(user: UserRow) {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    email_verified: user.emailVerified,
  };
}

/** The user as the wire contract shows it (SPEC §3); never the password hash. */
export function toWireUser(user: UserRow): User & { organization: number | null; work_title: number | null } {
  return {
    ...wireIdentity(user),
    scope: user.role ? [user.role] : [],
    loggedIn: true,
    organization: user.organizationId,
    work_title: user.workTitleId,
  };
}
