import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/context';
import { notFound, parseId } from '../../http/errors';
import { isRoomMember, listRoomMembers, listUserRooms } from '../../storage/rooms';

export async function roomRoutes(app: FastifyInstance) {
  app.get('/api/user/rooms', async (request) => {
    const user = await requireUser(request);
    return listUserRooms(app.db, user.id);
  });

  app.get<{ Params: { id: string } }>('/api/user/rooms/:id/users', async (request) => {
    const user = await requireUser(request);
    const roomId = parseId(request.params.id);
    // A room one is not in answers as if it did not exist, so ids reveal nothing.
    if (!(await isRoomMember(app.db, roomId, user.id))) {
      throw notFound('Rummet finns inte');
    }
    return listRoomMembers(app.db, roomId);
  });
}
