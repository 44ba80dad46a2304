import { type Access, type Education, type Operation, pathParameterNames } from '@jamstalldhet/contract';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../auth/secrets';
import type { Database } from '../db/database';
import { findEducationById } from '../storage/content';
import { mayTake } from '../storage/learning';
import { findRoom, mayManageRoom, type RoomSummary } from '../storage/room-staff';
import { isRoomMember } from '../storage/rooms';
import type { UserRow } from '../storage/sessions';
import { currentUser, requireAdministrator, requireContentEditor, requireUser } from './context';
import { forbidden, notFound, unauthorized } from './errors';
import { parseParams } from './operation-input';

declare module 'fastify' {
  interface FastifyRequest {
    /** The room of a `teacher` call, once access was decided: managed by the caller. */
    managedRoom: RoomSummary | undefined;
    /** The course of a `course` or `learner` call, once access was decided: the caller may take it. */
    takenCourse: Education | undefined;
  }
}

/** Who called, as far as the operation's access kind asked: the user, and a teacher's room. */
export type CallerOf<A extends Access> = A extends 'user' | 'administrator' | 'editor'
  ? { user: UserRow }
  : A extends 'teacher'
    ? { user: UserRow; room: RoomSummary }
    : A extends 'learner'
      ? { user: UserRow; education: Education }
      : A extends 'course'
        ? { user: UserRow | null; education: Education }
        : A extends 'member'
          ? { user: UserRow }
          : A extends 'optional'
            ? { user: UserRow | null }
            : { user?: undefined };

const ROOM_MISSING = 'Rummet finns inte';
const COURSE_MISSING = 'Utbildningen finns inte';

/**
 * Decides whether the caller may make the call, from the operation's access kind alone, before
 * its input is read: the one place a route's access is decided (issues 22, 39). Refusals: 401
 * without a login, 403 for a role or a course without the right, and 404 for a room the caller
 * does not teach or belong to (as for a room that does not exist, so ids reveal nothing) and for
 * a course that does not exist.
 */
export async function decideAccess(operation: Operation, request: FastifyRequest): Promise<void> {
  switch (operation.access) {
    case 'public':
      return;
    case 'optional':
      await currentUser(request);
      return;
    case 'user':
      await requireUser(request);
      return;
    case 'administrator':
      await requireAdministrator(request, operation.refusal ?? 'Endast administratörer har tillgång');
      return;
    case 'editor':
      await requireContentEditor(request, operation.refusal ?? 'Endast redaktörer har tillgång');
      return;
    case 'teacher':
      request.managedRoom = await managedRoom(operation, request, await requireUser(request));
      return;
    case 'course':
      request.takenCourse = await takenCourse(operation, request, await currentUser(request));
      return;
    case 'learner':
      request.takenCourse = await takenCourse(operation, request, await requireUser(request));
      return;
    case 'member':
      await requireMember(operation, request, await requireUser(request));
      return;
    case 'metrics':
      requireMetricsToken(request);
      return;
  }
}

/** The `{id}` an operation of a resource's access kind names its room or course by. */
function resourceId(operation: Operation, request: FastifyRequest): number {
  if (!pathParameterNames(operation).includes('id')) {
    throw new TypeError(`${operation.id}: a ${operation.access} call names its room or course by {id}`);
  }
  return (parseParams(operation, request.params) as { id: number }).id;
}

/** The room `{id}` of a teacher's call, when the caller teaches it or is an administrator. */
async function managedRoom(operation: Operation, request: FastifyRequest, user: UserRow) {
  const id = resourceId(operation, request);
  const { db } = request.server;
  const room = await findRoom(db, id);
  if (!room || !(await mayManageRoom(db, id, user))) {
    throw notFound(ROOM_MISSING);
  }
  return room;
}

/** The course `{id}` of a learner's call, when the caller may take it: 404, 401 or 403 if not. */
async function takenCourse(operation: Operation, request: FastifyRequest, user: UserRow | null) {
  const { db } = request.server;
  const education = await findEducationById(db, resourceId(operation, request));
  if (!education) {
    throw notFound(COURSE_MISSING);
  }
  if (!(await callerMayTake(db, user, education))) {
    throw user ? forbidden('Du har inte tillgång till utbildningen') : unauthorized();
  }
  return education;
}

/** Refuses a call about the room `{id}` to anyone but its members, as if there were no room. */
async function requireMember(operation: Operation, request: FastifyRequest, user: UserRow) {
  if (!(await callerInRoom(request.server.db, user, resourceId(operation, request)))) {
    throw notFound(ROOM_MISSING);
  }
}

/** Whether the caller may take a course (`mayTake`, SPEC §6): the `course` and `learner` calls, and what a page shows. */
export const callerMayTake = (db: Database, user: UserRow | null, education: Education): Promise<boolean> =>
  mayTake(db, user?.id ?? null, education);

/**
 * Whether the caller is a member of the room (a page of kind room): decides the `member` calls,
 * and who sees a room's page and its shared files.
 */
export async function callerInRoom(db: Database, user: UserRow | null, roomId: number): Promise<boolean> {
  return user !== null && isRoomMember(db, roomId, user.id);
}

/**
 * The operator's METRICS_TOKEN as a bearer token. Without a token configured the address
 * answers 404 like any unknown one: metrics are off unless an operator turns them on.
 */
function requireMetricsToken(request: FastifyRequest): void {
  const token = request.server.config.metricsToken;
  if (!token) {
    throw notFound(`No route GET /api/metrics`);
  }
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  if (!sameSecret(given, token)) {
    throw unauthorized('Fel eller saknad token för mätvärden');
  }
}
