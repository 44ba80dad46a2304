import { isAdministratorRole, sortByName } from '@jamstalldhet/blocks/engine';
import { MY_PAGES_SLUG, type RoomUser, SITE_ROUTE_SLUGS } from '@jamstalldhet/contract';
import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { educations, pages, roomMembers, users } from '../db/schema';
import { type AuditEntry, auditedChange } from './audit';
import { contentChanged } from './content-changes';
import { findRoomRole, listRoomMembers, ROOM_TEACHER_ROLES, roomType } from './rooms';
import type { UserRow } from './sessions';
import { storedEducation } from './stored-education';

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
    type: roomType(data),
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

/**
 * The members a teacher manages: everyone in the room but its teachers and administrators. An
 * administrator who joined a room is staff, not a pupil: a teacher neither lists, removes nor
 * grades them (issue 21).
 */
export async function listRoomPupils(db: Database, roomId: number): Promise<RoomUser[]> {
  const [members, accounts] = await Promise.all([
    listRoomMembers(db, roomId),
    db
      .select({ id: users.id, role: users.role })
      .from(roomMembers)
      .innerJoin(users, eq(users.id, roomMembers.userId))
      .where(eq(roomMembers.roomId, roomId)),
  ]);
  const administrators = new Set(
    accounts.filter((account) => isAdministratorRole(account.role)).map((account) => account.id),
  );
  return members.filter(
    (member) => !ROOM_TEACHER_ROLES.includes(member.role) && !administrators.has(member.id),
  );
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
              source: roomMembers.source,
            })
            .from(roomMembers)
            .innerJoin(users, eq(users.id, roomMembers.userId))
            .where(and(inArray(roomMembers.roomId, ids), inArray(roomMembers.role, [...ROOM_TEACHER_ROLES]))),
          db.select({ slug: educations.slug, data: educations.data }).from(educations),
        ]);
  const courseTitles = new Map(courses.map((course) => [course.slug, storedEducation(course.data).title]));
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
    .replace(/\p{M}/gu, '')
    .replace(/[^\da-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'rum';
}

/** Where a room made on the website stands: its id and slug, chosen as it is stored. */
export interface RoomPlace {
  id: number;
  slug: string;
}

/** A room's page as stored (`pages.data`): its title and course for the room lists, then its blocks. */
export interface RoomPageData extends Record<string, unknown> {
  title: string;
  room_type: 'classroom' | 'group';
  education_slug: string;
}

// The website's own first path segments, my pages included: a room there could never be opened.
const RESERVED_SLUGS = new Set([...SITE_ROUTE_SLUGS, MY_PAGES_SLUG]);

async function slugTaken(tx: Database, slug: string): Promise<boolean> {
  if (RESERVED_SLUGS.has(slug)) {
    return true;
  }
  const [page] = await tx.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug)).limit(1);
  const [course] = await tx
    .select({ id: educations.id })
    .from(educations)
    .where(eq(educations.slug, slug))
    .limit(1);
  return Boolean(page || course);
}

/**
 * Stores a new room with its teachers and its audit entry in one transaction: `page` makes its
 * page (content/room-page.ts) once its id and slug are chosen. The slug is the title's, numbered
 * when a page, a course or a route of the site has it, so a room never hides a course.
 */
export async function insertRoom(
  db: Database,
  title: string,
  page: (place: RoomPlace) => RoomPageData,
  teachers: readonly UserRow[],
  audit: (room: RoomSummary) => AuditEntry,
): Promise<RoomSummary> {
  const created = await auditedChange(
    db,
    async (tx) => {
      // One room made at a time, so two administrators never take the same id or slug.
      await tx.execute(sql`select pg_advisory_xact_lock(1409)`);
      const [highest] = await tx.select({ id: max(pages.id) }).from(pages);
      const id = Math.max(highest?.id ?? 0, SITE_ROOM_ID_FLOOR) + 1;
      const base = slugFromTitle(title);
      let slug = base;
      for (let n = 2; await slugTaken(tx, slug); n++) {
        slug = `${base}-${n}`;
      }
      const data = page({ id, slug });
      await tx.insert(pages).values({ id, slug, postType: 'room', data });
      // The new room's page is announced once the transaction commits.
      await contentChanged(tx);
      const summary = toSummary({ id, slug, data });
      await writeTeachers(tx, summary, teachers);
      return summary;
    },
    audit,
  );
  return created;
}

/** A teacher the room's content file lists: the file decides their membership, not the website. */
export class ImportedMemberError extends Error {
  constructor(readonly index: number) {
    super('Personen står i rummets innehållsfil; ändra där');
  }
}

/**
 * Sets the room's teachers to exactly these accounts, with its audit entry (the list before and
 * after), one change per room at a time. Only website memberships change: a teacher listed in
 * the room's content file stays, and naming someone the file lists is an `ImportedMemberError`.
 */
export async function setRoomTeachers(
  db: Database,
  room: RoomSummary,
  teachers: readonly UserRow[],
  actor: AuditEntry['actor'],
): Promise<void> {
  await auditedChange(
    db,
    async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(1411, ${room.id})`);
      const before = await tx
        .select({ email: users.email })
        .from(roomMembers)
        .innerJoin(users, eq(users.id, roomMembers.userId))
        .where(and(eq(roomMembers.roomId, room.id), inArray(roomMembers.role, [...ROOM_TEACHER_ROLES])));
      await writeTeachers(tx, room, teachers);
      return before;
    },
    (before) => ({
      actor,
      action: 'room.teachers',
      target: room.title,
      details: {
        room_id: room.id,
        from: before.map((row) => row.email).sort(),
        teachers: teachers.map((teacher) => teacher.email),
      },
    }),
  );
}

async function writeTeachers(tx: Database, room: RoomSummary, teachers: readonly UserRow[]): Promise<void> {
  const role = room.type === 'group' ? 'internal_teacher' : 'teacher';
  const ids = teachers.map((teacher) => teacher.id);
  const imported = await tx
    .select({ userId: roomMembers.userId })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, room.id), eq(roomMembers.source, 'import')));
  const importedIds = new Set(imported.map((row) => row.userId));
  const clash = ids.findIndex((id) => importedIds.has(id));
  if (clash !== -1) {
    throw new ImportedMemberError(clash);
  }
  const current = await tx
    .select({ userId: roomMembers.userId })
    .from(roomMembers)
    .where(
      and(
        eq(roomMembers.roomId, room.id),
        eq(roomMembers.source, 'site'),
        inArray(roomMembers.role, [...ROOM_TEACHER_ROLES]),
      ),
    );
  const leaving = current.map((row) => row.userId).filter((id) => !ids.includes(id));
  if (leaving.length > 0) {
    await tx
      .delete(roomMembers)
      .where(and(eq(roomMembers.roomId, room.id), inArray(roomMembers.userId, leaving)));
  }
  for (const userId of ids) {
    await tx
      .insert(roomMembers)
      .values({ roomId: room.id, userId, role, source: 'site' })
      .onConflictDoUpdate({ target: [roomMembers.roomId, roomMembers.userId], set: { role } });
  }
}
