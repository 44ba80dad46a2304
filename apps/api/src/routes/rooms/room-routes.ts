import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { isRoomMember, listRoomMembers, listUserRooms } from '../../storage/rooms';

export async function roomRoutes(app: FastifyInstance) {
  route(app, operations.listMyRooms, async ({ user }) => listUserRooms(app.db, user.id));

  route(app, operations.listRoomUsers, async ({ params: { id: roomId }, user }) => {
    // A room one is not in answers as if it did not exist, so ids reveal nothing.
    if (!(await isRoomMember(app.db, roomId, user.id))) {
      throw notFound('Rummet finns inte');
    }
    return listRoomMembers(app.db, roomId);
  });
}
