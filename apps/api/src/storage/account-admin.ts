import { educationKey, isAdministratorRole } from '@jamstalldhet/blocks/engine';
import { KNOWN_ROLES } from '@jamstalldhet/contract';
import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Database, inTransaction } from '../db/database';
import { completions, educations, pages, roomMembers, sessions, users } from '../db/schema';
import { type AuditEntry, auditedChange } from './audit';
import { userEducationIds } from './learning';
import { deleteAccount } from './profile';
import type { UserRow } from './sessions';
import { storedEducation } from './stored-education';

export const ACCOUNT_SEARCH_LIMIT = 50;

// `%` and `_` typed into the search are letters, not patterns.
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Accounts whose e-mail or name contains the text, by e-mail; at most ACCOUNT_SEARCH_LIMIT. */
export async function searchAccounts(db: Database, text: string): Promise<UserRow[]> {
  const words = text.trim().split(/\s+/).filter(Boolean).slice(0, 4);
  const conditions = words.map((word) =>
    or(
      ilike(users.email, likeText(word)),
      ilike(users.firstName, likeText(word)),
      ilike(users.lastName, likeText(word)),
    ),
  );
  return db
    .select()
    .from(users)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(users.email))
    .limit(ACCOUNT_SEARCH_LIMIT);
}

/** The courses an account has started, asked for or completed, and its rooms. */
export async function accountActivity(db: Database, userId: number) {
  const educationIds = await userEducationIds(db, userId);
  const [courses, done, rooms] = await Promise.all([
    educationIds.length === 0
      ? []
      : db.select({ id: educations.id, slug: educations.slug, data: educations.data }).from(educations),
    db
      .select({ educationId: completions.educationId, completedAt: completions.completedAt })
      .from(completions)
      .where(eq(completions.userId, userId)),
    db
      .select({ id: pages.id, data: pages.data, role: roomMembers.role })
      .from(roomMembers)
      .innerJoin(pages, eq(pages.id, roomMembers.roomId))
      .where(eq(roomMembers.userId, userId)),
  ]);
  const byKey = new Map(
    courses.map((course) => {
      const education = storedEducation(course.data);
      return [educationKey(education), { slug: course.slug, title: education.title }];
    }),
  );
  return {
    educations: educationIds.flatMap((id) => {
      const course = byKey.get(id);
      const completedAt = done.find((row) => row.educationId === id)?.completedAt ?? null;
      return course ? [{ id, title: course.title, slug: course.slug, completedAt }] : [];
    }),
    rooms: rooms.map((room) => ({
      id: room.id,
      title: (room.data as { title: string }).title,
      role: room.role,
    })),
  };
}

export async function setAccountRole(db: Database, userId: number, role: string): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Disables (and logs out everywhere) or enables an account. */
export async function setAccountDisabled(db: Database, userId: number, disabled: boolean): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
  });
}

// The roles the engine calls administrators (SPEC §6), not a list of our own.
const ADMINISTRATOR_ROLES = KNOWN_ROLES.filter((role) => isAdministratorRole(role));

/** Why an administrator's change to an account was refused. */
export class AccountChangeRefused extends Error {}

/**
 * Runs an administrator's change to another account with its audit entry, one such change at a
 * time: the actor must still be an active administrator when it runs, and at least one active
 * administrator must remain after it. So two administrators demoting, disabling or deleting each
 * other at the same moment cannot leave the platform without one.
 */
export async function changeAccount(
  db: Database,
  actorId: number,
  change: (tx: Database) => Promise<void>,
  audit: AuditEntry,
): Promise<void> {
  await auditedChange(
    db,
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(1410)`);
      const [actor] = await tx.select().from(users).where(eq(users.id, actorId)).limit(1);
      if (!actor || actor.disabledAt !== null || !isAdministratorRole(actor.role)) {
        throw new AccountChangeRefused('Du är inte längre administratör.');
      }
      await change(tx);
      if (!(await anActiveAdministratorRemains(tx))) {
        throw new AccountChangeRefused('Plattformen måste ha minst en aktiv administratör.');
      }
    },
    () => audit,
  );
}

async function anActiveAdministratorRemains(tx: Database): Promise<boolean> {
  const [remaining] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ADMINISTRATOR_ROLES), isNull(users.disabledAt)))
    .limit(1);
  return remaining !== undefined;
}

/**
 * A person deleting their own account, under the same lock as `changeAccount`: the last active
 * administrator cannot, or the platform would be left without one (the staff pages' rule).
 */
export async function deleteOwnAccount(db: Database, userId: number): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(1410)`);
    const [account] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    const wasAdministrator =
      account !== undefined && account.disabledAt === null && isAdministratorRole(account.role);
    await deleteAccount(tx, userId);
    if (wasAdministrator && !(await anActiveAdministratorRemains(tx))) {
      throw new AccountChangeRefused(
        'Du är den enda aktiva administratören och kan inte ta bort ditt konto. Gör först någon annan till administratör.',
      );
    }
  });
}
