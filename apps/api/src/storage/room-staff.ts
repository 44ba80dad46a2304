import { isAdministratorRole, sortByName } from '@jamstalldhet/blocks/engine';
import type { RoomUser } from '@jamstalldhet/contract';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { educations, pages, roomMembers, users } from '../db/schema';
import { clearContentCache } from './content-cache';
import { findRoomRole, listRoomMembers, ROOM_TEACHER_ROLES } from './rooms';
import type { UserRow } from './sessions';

export interface RoomSummary {
  id: number;
  slug: string;
  title: string;
  type: 'classroom' | 'group';
  educationSlug: string | null;
}

function toSummary(row: { id: number; slug: string; data: unknown }): RoomSummary {
  const data = row.data as { title: string; room_type?: unknown; education_slug?: unknown };
  return {
    id: row.id,
    slug: row.slug,
    title: data.title,
    type: data.room_type === 'group' ? 'group' : 'classroom',
    educationSlug: typeof data.education_slug === 'string' ? data.education_slug : null,
  };
}

export async function findRoom(db: Database, roomId: number): Promise<RoomSummary | null> {
  const [row] = await db
    .select({ id: pages.id, slug: pages.slug, data: pages.data })
    .from(pages)
    .where(and(eq(pages.id, roomId), eq(pages.postType, 'room')))
    .limit(1);
  return row ? toSummary(row) : null;
}

/** Administrators manage every room; a teacher only the rooms they teach in. */
export async function mayManageRoom(db: Database, roomId: number, user: UserRow): Promise<boolean> {
  if (isAdministratorRole(user.role)) {
    return true;
  }
  const role = await findRoomRole(db, roomId, user.id);
  return role !== null && ROOM_TEACHER_ROLES.includes(role);
}

/** The members a teacher manages: everyone in the room but its teachers. */
export async function listRoomPupils(db: Database, roomId: number): Promise<RoomUser[]> {
  return (await listRoomMembers(db, roomId)).filter((member) => !ROOM_TEACHER_ROLES.includes(member.role));
}

/** Removes a member; false when they were not in the room. Teachers are changed by administrators. */
export async function removeRoomMember(db: Database, roomId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(roomMembers)
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId)))
    .returning({ userId: roomMembers.userId });
  return removed.length > 0;
}

/** Every room, by title, with its teachers and number of members. */
export async function listAllRooms(db: Database) {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, data: pages.data })
    .from(pages)
    .where(eq(pages.postType, 'room'));
  const rooms = rows.map(toSummary);
  const ids = rooms.map((room) => room.id);
  const [counts, teachers, courses] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({ roomId: roomMembers.roomId, members: count() })
            .from(roomMembers)
            .where(inArray(roomMembers.roomId, ids))
            .groupBy(roomMembers.roomId),
          db
            .select({
              roomId: roomMembers.roomId,
              id: users.id,
              first_name: users.firstName,
              last_name: users.lastName,
              email: users.email,
            })
            .from(roomMembers)
            .innerJoin(users, eq(users.id, roomMembers.userId))
            .where(and(inArray(roomMembers.roomId, ids), inArray(roomMembers.role, [...ROOM_TEACHER_ROLES]))),
          db.select({ slug: educations.slug, data: educations.data }).from(educations),
        ]);
  const courseTitles = new Map(
    courses.map((course) => [course.slug, (course.data as { title: string }).title]),
  );
  const withDetails = rooms.map((room) => ({
    ...room,
    name: room.title,
    educationTitle: room.educationSlug ? (courseTitles.get(room.educationSlug) ?? null) : null,
    memberCount: counts.find((row) => row.roomId === room.id)?.members ?? 0,
    teachers: teachers
      .filter((row) => row.roomId === room.id)
      .map(({ roomId: _roomId, ...teacher }) => teacher),
  }));
  return sortByName(withDetails).map(({ name: _name, ...room }) => room);
}

/**
 * Ids of rooms made on the website start here, far above the content system's ids, so an import
 * never overwrites one (docs/decisions.md).
 */
export const SITE_ROOM_ID_FLOOR = 1_900_000_000;

/** A url-safe slug from a title: `Klassrum 9A – vt 2027` → `klassrum-9a-vt-2027`. */
export function slugFromTitle(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[åä]/g, 'a')
    .replace(/ö/g, 'o')
    .normalize('NFKD')
    .replace(/[^\da-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'rum';
}

export interface NewRoom {
  title: string;
  type: 'classroom' | 'group';
  educationSlug: string;
  educationTitle: string;
}

/**
 * Makes a room page like the content system's rooms: an introduction, the participants, a
 * discussion and a shared archive. Its slug is the title's, numbered when taken.
 */
export async function createRoom(db: Database, room: NewRoom): Promise<RoomSummary> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    // One room made at a time, so two administrators never take the same id.
    await tx.execute(sql`select pg_advisory_xact_lock(1409)`);
    const [highest] = await tx.select({ id: max(pages.id) }).from(pages);
    const id = Math.max(highest?.id ?? 0, SITE_ROOM_ID_FLOOR) + 1;
    const base = slugFromTitle(room.title);
    let slug = base;
    for (
      let n = 2;
      (await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug))).length > 0;
      n++
    ) {
      slug = `${base}-${n}`;
    }
    const data = roomPage(id, slug, room);
    await tx.insert(pages).values({ id, slug, postType: 'room', data });
    clearContentCache(db);
    return toSummary({ id, slug, data });
  });
}

function roomPage(id: number, slug: string, room: NewRoom) {
  const kind = room.type === 'group' ? 'grupprummet' : 'klassrummet';
  return {
    id,
    slug,
    title: room.title,
    post_type: 'room',
    header: { title: room.title },
    education_slug: room.educationSlug,
    room_type: room.type,
    components: [
      {
        block_id: `rum-${id}-intro`,
        name: 'text',
        title: `Välkommen till ${room.title}`,
        html: `<p>Här går ni utbildningen <a href="/${room.educationSlug}">${escapeHtml(room.educationTitle)}</a> tillsammans.</p>`,
      },
      { block_id: `rum-${id}-deltagare`, name: 'list-users', title: 'Deltagare' },
      {
        block_id: `rum-${id}-diskussion`,
        name: 'comments',
        title: 'Diskussion',
        html: `<p>Frågor och tankar i ${kind}.</p>`,
      },
      { block_id: `rum-${id}-arkiv`, name: 'education-archive', title: 'Filer', folders: [] },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * Sets the room's teachers to exactly these accounts (site memberships with the teacher role
 * that fits the room); someone who stops being a teacher leaves the room.
 */
export async function setRoomTeachers(
  db: Database,
  room: RoomSummary,
  teacherIds: readonly number[],
): Promise<void> {
  const role = room.type === 'group' ? 'internal_teacher' : 'teacher';
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const current = await tx
      .select({ userId: roomMembers.userId })
      .from(roomMembers)
      .where(and(eq(roomMembers.roomId, room.id), inArray(roomMembers.role, [...ROOM_TEACHER_ROLES])));
    const leaving = current.map((row) => row.userId).filter((id) => !teacherIds.includes(id));
    if (leaving.length > 0) {
      await tx
        .delete(roomMembers)
        .where(and(eq(roomMembers.roomId, room.id), inArray(roomMembers.userId, leaving)));
    }
    for (const userId of teacherIds) {
      await tx
        .insert(roomMembers)
        .values({ roomId: room.id, userId, role, source: 'site' })
        .onConflictDoUpdate({
          target: [roomMembers.roomId, roomMembers.userId],
          set: { role, source: 'site' },
        });
    }
  });
}
