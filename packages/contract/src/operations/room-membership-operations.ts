import { z } from 'zod';
import { RoomJoinPreviewSchema, RoomJoinSchema, RoomSchema } from '../account';
import { defineOperation } from './operation';

// A learner's own rooms and joining one: my pages' calls, apart from the room blocks' one.
const JoinedSchema = /* @__PURE__ */ z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  joined: z.boolean(),
});

export const listMyRooms = /* @__PURE__ */ defineOperation({
  id: 'listMyRooms',
  method: 'GET',
  path: '/api/user/rooms',
  access: 'user',
  answers: { 200: z.array(RoomSchema) },
});

export const previewRoomJoin = /* @__PURE__ */ defineOperation({
  id: 'previewRoomJoin',
  method: 'GET',
  path: '/api/user/rooms/join',
  access: 'user',
  query: RoomJoinSchema,
  answers: { 200: RoomJoinPreviewSchema },
});

export const joinRoom = /* @__PURE__ */ defineOperation({
  id: 'joinRoom',
  method: 'POST',
  path: '/api/user/rooms/join',
  access: 'user',
  body: RoomJoinSchema,
  answers: { 201: JoinedSchema, 200: JoinedSchema },
});
