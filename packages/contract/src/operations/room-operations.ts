import { z } from 'zod';
import { RoomUserSchema } from '../account';
import { defineOperation } from './operation';
import { IdParams } from './params';

// A learner's calls on rooms; a teacher's and an administrator's are in room-staff-operations.

export const listRoomUsers = /* @__PURE__ */ defineOperation({
  id: 'listRoomUsers',
  method: 'GET',
  path: '/api/user/rooms/{id}/users',
  access: 'member',
  params: IdParams,
  answers: { 200: z.array(RoomUserSchema) },
});
