import { educationKey, sortByName } from '@jamstalldhet/blocks/engine';
import type { Room, RoomUser } from '@jamstalldhet/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { educations, pages, roomMembers, users } from '../db/schema';
import { storedEducation } from './stored-education';

/** Room roles that manage a room: invite, remove members, see results (issue 14). */
export const ROOM_TEACHER_ROLES: readonly string[] = ['teacher', 'internal_teacher'];

// Room pages are imported with their extras (content/import.ts): the education's slug and the type.
interface RoomPageData {
  title: string;
  education_slug?: unknown;
  room_type?: unknown;
}

/** A room page's kind: `group` when its `room_type` says so, else a classroom. */
export function roomType(data: { room_type?: unknown }): Room['type'] {
  return data.room_type === 'group' ? 'group' : 'classroom';
}

/** The rooms a user is a member of, by title in Swedish order. */
export async function listUserRooms(db: Database, userId: number): Promise<Room[]> {
  const rows = await db
    .select({ id: pages.id, slug: pages.slug, data: pages.data, role: roomMembers.role })
    .from(roomMembers)
    .innerJoin(pages, eq(pages.id, roomMembers.roomId))
    .where(and(eq(roomMembers.userId, userId), eq(pages.postType, 'room')));
  const slugs = rows.flatMap(({ data }) => {
    const slug = (data as RoomPageData).education_slug;
    return typeof slug === 'string' ? [slug] : [];
  });
  const educationIds = new Map<string, number>();
  if (slugs.length > 0) {
    const found = await db
      .select({ slug: educations.slug, data: educations.data })
      .from(educations)
      .where(inArray(educations.slug, slugs));
    for (const education of found) {
      educationIds.set(education.slug, educationKey(storedEducation(education.data)));
    }
  }
  const rooms = rows.map(({ id, slug, data, role }) => {
    const page = data as RoomPageData;
    const educationSlug = typeof page.education_slug === 'string' ? page.education_slug : null;
    return {
      id,
      title: page.title,
      slug,
      education_id: educationSlug ? (educationIds.get(educationSlug) ?? null) : null,
      type: roomType(page),
      /** Whether this member teaches the room: its teacher page has the code and the results. */
      teaches: ROOM_TEACHER_ROLES.includes(role),
    };
  });
  return sortByName(rooms.map((room) => ({ ...room, name: room.title }))).map(
    ({ name: _name, ...room }) => room,
  );
}

/** The member's role in the room, or null for someone who is not a member (or no such room). */
export async function findRoomRole(db: Database, roomId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: roomMembers.role })
    .from(roomMembers)
    .innerJoin(pages, eq(pages.id, roomMembers.roomId))
    .where(and(eq(roomMembers.roomId, roomId), eq(roomMembers.userId, userId), eq(pages.postType, 'room')))
    .limit(1);
  return row?.role ?? null;
}

export async function isRoomMember(db: Database, roomId: number, userId: number): Promise<boolean> {
  return (await findRoomRole(db, roomId, userId)) !== null;
}

/**
 * A room's participants with their room role, sorted by first name, then last name, in Swedish
 * order. No e-mail addresses: members see each other's names only.
 */
export async function listRoomMembers(db: Database, roomId: number): Promise<RoomUser[]> {
  const rows = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, role: roomMembers.role })
    .from(roomMembers)
    .innerJoin(users, eq(users.id, roomMembers.userId))
    .where(eq(roomMembers.roomId, roomId));
  // The engine's Swedish sort is stable: by last name first, then by first name, gives
  // first name order with last name deciding between equal first names.
  const byLastName = sortByName(rows.map((row) => ({ ...row, name: row.last_name })));
  return sortByName(byLastName.map((row) => ({ ...row, name: row.first_name }))).map(
    ({ name: _name, ...member }) => member,
  );
}
