import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/operation-route';
import { listRoomMembers, listUserRooms } from '../../storage/rooms';

export async function roomRoutes(app: FastifyInstance) {
  route(app, operations.listMyRooms, async ({ user }) => listUserRooms(app.db, user.id));

  // Only for the room's members; to others it answers as if it did not exist (http/access.ts).
  route(app, operations.listRoomUsers, async ({ params: { id: roomId } }) => listRoomMembers(app.db, roomId));
}
