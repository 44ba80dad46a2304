import { z } from 'zod';
import {
  AdminRoomSchema,
  RoomCreateSchema,
  RoomResultSchema,
  RoomTeachersSchema,
  RoomTypeSchema,
  TeacherRoomSchema,
} from '../staff';
import { Ok } from './answers';
import { defineOperation } from './operation';
import { IdParams, idParam } from './params';

// A teacher's and an administrator's calls on rooms: apart from the learners' room calls, so a
// learner's first page carries none of them.
const ADMIN_REFUSAL = 'Endast administratörer kan hantera rum';
const InviteSchema = /* @__PURE__ */ z.object({
  code: z.string(),
  expires_at: z.number(),
  expired: z.boolean(),
});

export const getTeacherRoom = /* @__PURE__ */ defineOperation({
  id: 'getTeacherRoom',
  method: 'GET',
  path: '/api/teacher/rooms/{id}',
  access: 'teacher',
  params: IdParams,
  answers: { 200: TeacherRoomSchema },
});

export const renewRoomInvite = /* @__PURE__ */ defineOperation({
  id: 'renewRoomInvite',
  method: 'POST',
  path: '/api/teacher/rooms/{id}/invite',
  access: 'teacher',
  params: IdParams,
  answers: { 200: InviteSchema },
});

export const removeRoomMember = /* @__PURE__ */ defineOperation({
  id: 'removeRoomMember',
  method: 'DELETE',
  path: '/api/teacher/rooms/{id}/members/{userId}',
  access: 'teacher',
  params: z.object({ id: idParam('id'), userId: idParam('userId') }),
  answers: { 200: Ok },
});

export const getRoomResults = /* @__PURE__ */ defineOperation({
  id: 'getRoomResults',
  method: 'GET',
  path: '/api/teacher/rooms/{id}/results',
  access: 'teacher',
  params: IdParams,
  answers: { 200: z.array(RoomResultSchema) },
});

export const roomResultsCsv = /* @__PURE__ */ defineOperation({
  id: 'roomResultsCsv',
  method: 'GET',
  path: '/api/teacher/rooms/{id}/results.csv',
  access: 'teacher',
  params: IdParams,
  answers: { 200: { file: 'text/csv' } },
});

export const listAllRooms = /* @__PURE__ */ defineOperation({
  id: 'listAllRooms',
  method: 'GET',
  path: '/api/admin/rooms',
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  answers: { 200: z.array(AdminRoomSchema) },
});

export const createRoom = /* @__PURE__ */ defineOperation({
  id: 'createRoom',
  method: 'POST',
  path: '/api/admin/rooms',
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  body: RoomCreateSchema,
  answers: { 201: z.object({ id: z.number(), slug: z.string(), title: z.string(), type: RoomTypeSchema }) },
});

export const setRoomTeachers = /* @__PURE__ */ defineOperation({
  id: 'setRoomTeachers',
  method: 'PUT',
  path: '/api/admin/rooms/{id}/teachers',
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  params: IdParams,
  body: RoomTeachersSchema,
  answers: { 200: Ok },
});
