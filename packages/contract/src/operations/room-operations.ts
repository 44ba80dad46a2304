import { z } from 'zod';
import { RoomSchema, RoomUserSchema } from '../account';
import {
  AdminRoomSchema,
  RoomCreateSchema,
  RoomJoinPreviewSchema,
  RoomJoinSchema,
  RoomResultSchema,
  RoomTeachersSchema,
  RoomTypeSchema,
  TeacherRoomSchema,
} from '../staff';
import { Ok } from './answers';
import { defineOperation } from './operation';
import { IdParams, idParam } from './params';

const TAG = 'Rooms';
const ADMIN_REFUSAL = 'Endast administratörer kan hantera rum';

const JoinedSchema = z.object({ id: z.number(), slug: z.string(), title: z.string(), joined: z.boolean() });
const InviteSchema = z.object({ code: z.string(), expires_at: z.number(), expired: z.boolean() });

export const listMyRooms = defineOperation({
  id: 'listMyRooms',
  method: 'GET',
  path: '/api/user/rooms',
  tag: TAG,
  summary: "The user's rooms",
  access: 'user',
  answers: { 200: z.array(RoomSchema) },
});

export const listRoomUsers = defineOperation({
  id: 'listRoomUsers',
  method: 'GET',
  path: '/api/user/rooms/{id}/users',
  tag: TAG,
  summary: "A room's participants (members only)",
  access: 'user',
  params: IdParams,
  answers: { 200: z.array(RoomUserSchema) },
});

export const previewRoomJoin = defineOperation({
  id: 'previewRoomJoin',
  method: 'GET',
  path: '/api/user/rooms/join',
  tag: TAG,
  summary: "A join code's room name, without joining (404 for an unknown code)",
  access: 'user',
  query: RoomJoinSchema,
  answers: { 200: RoomJoinPreviewSchema },
});

export const joinRoom = defineOperation({
  id: 'joinRoom',
  method: 'POST',
  path: '/api/user/rooms/join',
  tag: TAG,
  summary: 'Join a room with its code (201 when joined now, 200 when already a member)',
  access: 'user',
  body: RoomJoinSchema,
  answers: { 201: JoinedSchema, 200: JoinedSchema },
});

export const getTeacherRoom = defineOperation({
  id: 'getTeacherRoom',
  method: 'GET',
  path: '/api/teacher/rooms/{id}',
  tag: TAG,
  summary: "A teacher's room: code and pupils",
  access: 'teacher',
  params: IdParams,
  answers: { 200: TeacherRoomSchema },
});

export const renewRoomInvite = defineOperation({
  id: 'renewRoomInvite',
  method: 'POST',
  path: '/api/teacher/rooms/{id}/invite',
  tag: TAG,
  summary: 'A new join code (14 days)',
  access: 'teacher',
  params: IdParams,
  answers: { 200: InviteSchema },
});

export const removeRoomMember = defineOperation({
  id: 'removeRoomMember',
  method: 'DELETE',
  path: '/api/teacher/rooms/{id}/members/{userId}',
  tag: TAG,
  summary: 'Remove a pupil',
  access: 'teacher',
  params: z.object({ id: idParam('id'), userId: idParam('userId') }),
  answers: { 200: Ok },
});

export const getRoomResults = defineOperation({
  id: 'getRoomResults',
  method: 'GET',
  path: '/api/teacher/rooms/{id}/results',
  tag: TAG,
  summary: "Pupils' status and chapters in the room's course",
  access: 'teacher',
  params: IdParams,
  answers: { 200: z.array(RoomResultSchema) },
});

export const roomResultsCsv = defineOperation({
  id: 'roomResultsCsv',
  method: 'GET',
  path: '/api/teacher/rooms/{id}/results.csv',
  tag: TAG,
  summary: 'The results for Excel (UTF-8 with BOM, semicolons)',
  access: 'teacher',
  params: IdParams,
  answers: { 200: { file: 'text/csv' } },
});

export const listAllRooms = defineOperation({
  id: 'listAllRooms',
  method: 'GET',
  path: '/api/admin/rooms',
  tag: TAG,
  summary: 'Every room with teachers and size',
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  answers: { 200: z.array(AdminRoomSchema) },
});

export const createRoom = defineOperation({
  id: 'createRoom',
  method: 'POST',
  path: '/api/admin/rooms',
  tag: TAG,
  summary: 'Create a room for a course',
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  body: RoomCreateSchema,
  answers: { 201: z.object({ id: z.number(), slug: z.string(), title: z.string(), type: RoomTypeSchema }) },
});

export const setRoomTeachers = defineOperation({
  id: 'setRoomTeachers',
  method: 'PUT',
  path: '/api/admin/rooms/{id}/teachers',
  tag: TAG,
  summary: "Set a room's teachers",
  access: 'administrator',
  refusal: ADMIN_REFUSAL,
  params: IdParams,
  body: RoomTeachersSchema,
  answers: { 200: Ok },
});
