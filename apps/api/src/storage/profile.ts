import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { certificates, completions, outgoingMail, users } from '../db/schema';
import { DELETED_ACCOUNT, forgetInAudit } from './audit';
import type { UserRow } from './sessions';

/** Another account already has the e-mail address. */
export class EmailTakenError extends Error {
  constructor() {
    super('email taken');
    this.name = 'EmailTakenError';
  }
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  /** Already normalised. */
  email: string;
  organizationId: number | null;
  workTitleId: number | null;
}

/** Saves the profile; a new e-mail address is unverified until its link is opened. */
export async function updateProfile(db: Database, userId: number, change: ProfileChange): Promise<UserRow> {
  try {
    const [row] = await db
      .update(users)
      .set({
        ...change,
        // SET reads the old row: the flag is kept only when the address stays the same.
        emailVerified: sql`case when ${users.email} = ${change.email} then ${users.emailVerified} else false end`,
      })
      .where(eq(users.id, userId))
      .returning();
    if (!row) {
      throw new Error(`updateProfile: no user ${userId}`);
    }
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new EmailTakenError();
    }
    throw error;
  }
}

export async function updatePassword(db: Database, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/**
 * Deletes an account and its personal data at once. The users row cascades to sessions,
 * mailed tokens, progress, completions, access requests, room memberships and archive
 * uploads; comments stay without their author. Issued certificates stay verifiable: their
 * completion and row are kept, detached from the account and without the e-mail address.
 * The audit log's entries about and by the person lose their address and name (storage/audit.ts),
 * and the log of sent mail their address.
 */
export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [account] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (account) {
      await forgetInAudit(tx, { id: userId, email: account.email });
      // The log of sent mail keeps that a mail went out, not to whom.
      await tx
        .update(outgoingMail)
        .set({ recipient: DELETED_ACCOUNT })
        .where(eq(outgoingMail.recipient, account.email));
    }
    const certified = tx
      .select({ id: certificates.completionId })
      .from(certificates)
      .where(eq(certificates.userId, userId));
    await tx
      .update(completions)
      .set({ userId: null })
      .where(and(eq(completions.userId, userId), inArray(completions.id, certified)));
    await tx.update(certificates).set({ userId: null, email: '' }).where(eq(certificates.userId, userId));
    await tx.delete(users).where(eq(users.id, userId));
  });
}

/** PostgreSQL's unique_violation, as thrown by either driver (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}
