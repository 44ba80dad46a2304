import { type Access, type Operation, pathParameterNames } from '@jamstalldhet/contract';
import type { FastifyRequest } from 'fastify';
import { sameSecret } from '../auth/secrets';
import { findRoom, mayManageRoom, type RoomSummary } from '../storage/room-staff';
import type { UserRow } from '../storage/sessions';
import { currentUser, requireAdministrator, requireContentEditor, requireUser } from './context';
import { notFound, unauthorized } from './errors';
import { parseParams } from './operation-input';

declare module 'fastify' {
  interface FastifyRequest {
    /** The room of a `teacher` call, once access was decided: managed by the caller. */
    managedRoom: RoomSummary | undefined;
  }
}

/** Who called, as far as the operation's access kind asked: the user, and a teacher's room. */
export type CallerOf<A extends Access> = A extends 'user' | 'administrator' | 'editor'
  ? { user: UserRow }
  : A extends 'teacher'
    ? { user: UserRow; room: RoomSummary }
    : A extends 'optional'
      ? { user: UserRow | null }
      : { user?: undefined };

const ROOM_MISSING = 'Rummet finns inte';

/**
 * Decides whether the caller may make the call, from the operation's access kind alone, before
 * its input is read: the one place a route's access is decided (issue 22). Refusals: 401
 * without a login, 403 for a role without the right, and 404 for a room the caller does not
 * teach (as for a room that does not exist, so ids reveal nothing).
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
    case 'metrics':
      requireMetricsToken(request);
      return;
  }
}

/** The room `{id}` of a teacher's call, when the caller teaches it or is an administrator. */
async function managedRoom(operation: Operation, request: FastifyRequest, user: UserRow) {
  if (!pathParameterNames(operation).includes('id')) {
    throw new TypeError(`${operation.id}: a teacher's call names its room by {id}`);
  }
  const { id } = parseParams(operation, request.params) as { id: number };
  const { db } = request.server;
  const room = await findRoom(db, id);
  if (!room || !(await mayManageRoom(db, id, user))) {
    throw notFound(ROOM_MISSING);
  }
  return room;
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
