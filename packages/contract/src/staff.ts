import { z } from 'zod';
import { IdSchema } from './common';
import { KNOWN_ROLES } from './values';

// The calls of the staff pages (issue 14): administrators' and teachers' screens. Times are unix
// seconds, as elsewhere in the API.

const UnixSeconds = z.number().int();
const Title = z.string().trim().min(1).max(120);

/** Body of `POST /api/admin/access_requests/decide`: one decision for one or many requests. */
export const AccessDecisionsSchema = z.object({
  decision: z.enum(['approve', 'deny']),
  requests: z
    .array(z.object({ education_id: IdSchema, user_id: IdSchema }))
    .min(1)
    .max(100),
});
export type AccessDecisions = z.output<typeof AccessDecisionsSchema>;

/** A request as the administrators' list shows it. */
export const AdminAccessRequestSchema = z.looseObject({
  user_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** Whether the learner has verified the address; only a verified one may ask (issue 21). */
  email_verified: z.boolean(),
  organization: z.string().nullable().default(null),
  work_title: z.string().nullable().default(null),
  education_id: IdSchema,
  education_title: z.string(),
  education_slug: z.string(),
  status: z.enum(['pending', 'approved']),
  created_at: UnixSeconds,
  decided_at: UnixSeconds.nullable(),
});
export type AdminAccessRequest = z.output<typeof AdminAccessRequestSchema>;

/** An account in the administrators' search. */
export const AdminAccountSchema = z.looseObject({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.string(),
  email_verified: z.boolean(),
  disabled: z.boolean(),
  created_at: UnixSeconds,
});
export type AdminAccount = z.output<typeof AdminAccountSchema>;

/** One account with its courses and rooms (`GET /api/admin/users/{id}`). */
export const AdminAccountDetailsSchema = AdminAccountSchema.extend({
  educations: z.array(
    z.looseObject({
      id: IdSchema,
      title: z.string(),
      slug: z.string(),
      completed_at: UnixSeconds.nullable(),
    }),
  ),
  rooms: z.array(z.looseObject({ id: IdSchema, title: z.string(), role: z.string() })),
});
export type AdminAccountDetails = z.output<typeof AdminAccountDetailsSchema>;

/** Body of `POST /api/admin/users/{id}/role`; the empty role is a normal user (SPEC §6). */
export const RoleChangeSchema = z.object({ role: z.enum([...KNOWN_ROLES, '']) });

/** Body of `POST /api/admin/users/{id}/disabled`. */
export const DisabledChangeSchema = z.object({ disabled: z.boolean() });

/** A received accessibility report (`GET /api/admin/accessibility-reports`). */
export const AdminAccessibilityReportSchema = z.looseObject({
  id: IdSchema,
  kind: z.enum(['problem', 'format']),
  name: z.string().nullable(),
  email: z.string(),
  page_url: z.string().nullable(),
  message: z.string(),
  created_at: UnixSeconds,
  answered_at: UnixSeconds.nullable(),
  answered_by: z.string().nullable(),
  /** The reporter's account, when they were logged in; null after it is deleted. */
  user_id: IdSchema.nullable().default(null),
});
export type AdminAccessibilityReport = z.output<typeof AdminAccessibilityReportSchema>;

/** Body of `POST /api/admin/accessibility-reports/{id}/answered`. */
export const ReportAnsweredSchema = z.object({ answered: z.boolean() });

export const RoomTypeSchema = z.enum(['classroom', 'group']);

/** A room in the administrators' list, with its teachers and the number of members. */
export const AdminRoomSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  type: RoomTypeSchema,
  education_slug: z.string().nullable(),
  education_title: z.string().nullable(),
  teachers: z.array(
    z.looseObject({ id: IdSchema, first_name: z.string(), last_name: z.string(), email: z.string() }),
  ),
  member_count: z.number().int().nonnegative(),
});
export type AdminRoom = z.output<typeof AdminRoomSchema>;

/** Body of `POST /api/admin/rooms`: a new room for a course, with its teachers (e-mail addresses). */
export const RoomCreateSchema = z.object({
  title: Title,
  type: RoomTypeSchema,
  education_id: IdSchema,
  teacher_emails: z.array(z.string().trim().min(3).max(254)).max(20).default([]),
});
export type RoomCreate = z.output<typeof RoomCreateSchema>;

/** Body of `PUT /api/admin/rooms/{id}/teachers`: the room's whole list of teachers. */
export const RoomTeachersSchema = z.object({
  teacher_emails: z.array(z.string().trim().min(3).max(254)).max(20),
});

/** A room as its teacher manages it (`GET /api/teacher/rooms/{id}`). */
export const TeacherRoomSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  type: RoomTypeSchema,
  education_title: z.string().nullable(),
  invite: z.looseObject({ code: z.string(), expires_at: UnixSeconds, expired: z.boolean() }).nullable(),
  members: z.array(
    z.looseObject({ id: IdSchema, first_name: z.string(), last_name: z.string(), role: z.string() }),
  ),
});
export type TeacherRoom = z.output<typeof TeacherRoomSchema>;

/** One member's result in the room's course (`GET /api/teacher/rooms/{id}/results`). */
export const RoomResultSchema = z.looseObject({
  user_id: IdSchema,
  first_name: z.string(),
  last_name: z.string(),
  education_id: IdSchema,
  education_title: z.string(),
  /** The engine's course status (SPEC §4) and its Swedish name. */
  status: z.string(),
  status_name: z.string(),
  chapters_done: z.number().int().nonnegative(),
  chapters_total: z.number().int().nonnegative(),
  completed_at: UnixSeconds.nullable(),
});
export type RoomResult = z.output<typeof RoomResultSchema>;

/** One entry of the audit log (`GET /api/admin/audit`). */
export const AuditEntrySchema = z.looseObject({
  id: IdSchema,
  at: UnixSeconds,
  actor_email: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.output<typeof AuditEntrySchema>;
