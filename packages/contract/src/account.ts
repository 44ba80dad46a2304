import { z } from 'zod';
import { IdSchema } from './common';
import { FirstNameSchema, FullNameSchema, LastNameSchema } from './person-name';
import { PASSWORD_MIN_LENGTH } from './values';

/** A file in an archive block (`GET /api/blocks/form/{blockId}/{postId}`). */
export const ArchiveFileSchema = z.looseObject({
  id: IdSchema,
  form_id: IdSchema.optional(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number().nonnegative(),
  uploaded_at: z.number().optional(),
  owner: z.string().optional(),
  /** Whether the current user may delete it. */
  own: z.boolean().default(false),
  folder: z.union([z.string(), z.number()]).nullable().optional(),
});
export type ArchiveFile = z.output<typeof ArchiveFileSchema>;

/** A certificate in "Mina certifikat" (`GET /api/user/educations/certificates`). */
export const CertificateSummarySchema = z.looseObject({
  code: z.string(),
  education_id: IdSchema,
  education_title: z.string(),
  fullname: z.string(),
  issued_at: z.number(),
  url: z.string().optional(),
});
export type CertificateSummary = z.output<typeof CertificateSummarySchema>;

/** A participant of a room (`GET /api/user/rooms/{id}/users`). */
export const RoomUserSchema = z.looseObject({
  id: IdSchema,
  first_name: z.string(),
  last_name: z.string().default(''),
  role: z.string().default(''),
});
export type RoomUser = z.output<typeof RoomUserSchema>;

/** A room the user belongs to (`GET /api/user/rooms`). */
export const RoomSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  slug: z.string(),
  education_id: IdSchema.nullable().optional(),
  type: z.enum(['classroom', 'group']).default('classroom'),
  /** Whether the user teaches in the room (its teacher page: join code, pupils, results). */
  teaches: z.boolean().default(false),
});
export type Room = z.output<typeof RoomSchema>;

/** Body of `POST /api/user/me`. */
export const ProfileUpdateSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email: z.string().trim().max(254),
  organization: IdSchema.nullable().optional(),
  work_title: IdSchema.nullable().optional(),
  /** The account's password, needed only when `email` changes (ASVS 2.5.x/3.x: re-authentication). */
  current_password: z.string().max(200).optional(),
});
export type ProfileUpdate = z.output<typeof ProfileUpdateSchema>;

/** Body of `POST /api/user/me/password`. */
export const PasswordChangeSchema = z.object({
  current_password: z.string().min(1).max(200),
  new_password: z.string().min(PASSWORD_MIN_LENGTH).max(200),
});
export type PasswordChange = z.output<typeof PasswordChangeSchema>;

/** Body of `DELETE /api/user/delete`: the account's password, asked again before it is deleted. */
export const AccountDeleteSchema = z.object({
  current_password: z.string().min(1).max(200),
});
export type AccountDelete = z.output<typeof AccountDeleteSchema>;

/** Body of `POST /api/educations/{id}/certificate`. */
export const CertificateRequestSchema = z.object({
  token: z.string().min(1).max(200),
  fullname: FullNameSchema,
  email: z.string().trim().max(254),
});
export type CertificateRequest = z.output<typeof CertificateRequestSchema>;

/** A certificate's verification code as the API issues it: `K7QM-2XHD-9PRA`. */
export const CERTIFICATE_CODE_PATTERN = /^[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/;

/** A learner's join code: the body of `POST /api/user/rooms/join`, and the query of `GET` there. */
export const RoomJoinSchema = z.object({ code: z.string().trim().min(1).max(40) });

/** What a join code's page shows before joining (`GET /api/user/rooms/join?code=`). */
export const RoomJoinPreviewSchema = z.looseObject({ title: z.string(), member: z.boolean() });
export type RoomJoinPreview = z.output<typeof RoomJoinPreviewSchema>;
