import { educationKey } from '@jamstalldhet/blocks/engine';
import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { completions, educations, pages, roomMembers, sessions, users } from '../db/schema';
import { userEducationIds } from './learning';
import type { UserRow } from './sessions';

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
      const data = course.data as { id: number; title: string; educationId?: number };
      return [educationKey(data), { slug: course.slug, title: data.title }];
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
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, userId));
    if (disabled) {
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
  });
}
