import { randomInt } from 'node:crypto';
import { isInternalRole } from '@jamstalldhet/blocks/engine';
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pages, roomInvites, roomMembers } from '../db/schema';
import { roomType } from './rooms';
import type { UserRow } from './sessions';

/** How long a join code works; a teacher renews it for the next class. */
export const INVITE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

// No 0/O, 1/I/L: the code is read aloud and copied from a whiteboard.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const CODE_LENGTH = 8;

/** A new random code (31⁸ ≈ 850 billion, and tries are rate limited per account). */
export function newInviteCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** What a pupil types or a link carries, made comparable: case, spaces and dashes do not matter. */
export function normalizeInviteCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export interface RoomInvite {
  code: string;
  expiresAt: Date;
}

export async function findInvite(db: Database, roomId: number): Promise<RoomInvite | null> {
  const [row] = await db
    .select({ code: roomInvites.code, expiresAt: roomInvites.expiresAt })
    .from(roomInvites)
    .where(eq(roomInvites.roomId, roomId))
    .limit(1);
  return row ?? null;
}

/** Makes the room's code, or replaces it: the old code stops working at once. */
export async function renewInvite(db: Database, roomId: number, now = new Date()): Promise<RoomInvite> {
  const invite = { code: newInviteCode(), expiresAt: new Date(now.getTime() + INVITE_DAYS * DAY_MS) };
  await db
    .insert(roomInvites)
    .values({ roomId, ...invite, createdAt: now })
    .onConflictDoUpdate({ target: roomInvites.roomId, set: { ...invite, createdAt: now } });
  return invite;
}

export type JoinResult =
  | { outcome: 'joined' | 'already-member'; roomId: number; slug: string; title: string }
  | { outcome: 'unknown' };

interface InvitedRoom {
  id: number;
  slug: string;
  title: string;
  /** The role a pupil joins with: `internal_student` in a group room, else `student`. */
  role: 'student' | 'internal_student';
}

/**
 * The room a live code lets this account into, or null. An unknown and an expired code answer
 * the same, so a code's age tells nothing; so does a code of the wrong kind of room.
 */
async function invitedRoom(
  db: Database,
  user: Pick<UserRow, 'role'>,
  code: string,
  now: Date,
): Promise<InvitedRoom | null> {
  const [room] = await db
    .select({ id: pages.id, slug: pages.slug, data: pages.data })
    .from(roomInvites)
    .innerJoin(pages, eq(pages.id, roomInvites.roomId))
    .where(
      and(
        eq(roomInvites.code, normalizeInviteCode(code)),
        gt(roomInvites.expiresAt, now),
        eq(pages.postType, 'room'),
      ),
    )
    .limit(1);
  if (!room) {
    return null;
  }
  const data = room.data as { title: string; room_type?: unknown };
  const group = roomType(data) === 'group';
  // Group rooms are for internal users, classrooms for everyone else (SPEC §6): a code that
  // reached the wrong kind of account answers as an unknown one.
  if (group !== isInternalRole(user.role)) {
    return null;
  }
  return { id: room.id, slug: room.slug, title: data.title, role: group ? 'internal_student' : 'student' };
}

/**
 * What a join link's page asks about before anyone joins (issue 21): the room's name, and
 * whether the account is in it already; null as `joinRoomByCode` would answer 'unknown'.
 */
export async function previewRoomByCode(
  db: Database,
  user: Pick<UserRow, 'id' | 'role'>,
  code: string,
  now = new Date(),
): Promise<{ title: string; member: boolean } | null> {
  const room = await invitedRoom(db, user, code, now);
  if (!room) {
    return null;
  }
  const [membership] = await db
    .select({ userId: roomMembers.userId })
    .from(roomMembers)
    .where(and(eq(roomMembers.roomId, room.id), eq(roomMembers.userId, user.id)))
    .limit(1);
  return { title: room.title, member: membership !== undefined };
}

/**
 * Joins a room with its code. The pupil joins as `student` (or `internal_student` in a group
 * room, which only internal roles may join); someone already in the room keeps their role.
 */
export async function joinRoomByCode(
  db: Database,
  user: Pick<UserRow, 'id' | 'role'>,
  code: string,
  now = new Date(),
): Promise<JoinResult> {
  const room = await invitedRoom(db, user, code, now);
  if (!room) {
    return { outcome: 'unknown' };
  }
  const inserted = await db
    .insert(roomMembers)
    .values({ roomId: room.id, userId: user.id, role: room.role, source: 'site' })
    .onConflictDoNothing()
    .returning({ userId: roomMembers.userId });
  return {
    outcome: inserted.length > 0 ? 'joined' : 'already-member',
    roomId: room.id,
    slug: room.slug,
    title: room.title,
  };
}
