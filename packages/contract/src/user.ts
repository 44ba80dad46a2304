import { z } from 'zod';
import { IdSchema } from './common';

/** Roles with a meaning (SPEC §6); any other role is treated as a normal user. */
export const KNOWN_ROLES = [
  'student',
  'teacher',
  'administrator',
  'internal_student',
  'internal_teacher',
  'internal_administrator',
] as const;
export type KnownRole = (typeof KNOWN_ROLES)[number];

/** The current user as answered by `POST /api/user/token` (SPEC §3). */
export const UserSchema = z.looseObject({
  id: IdSchema.optional(),
  first_name: z.string(),
  last_name: z.string().optional(),
  email: z.string().optional(),
  role: z.string().default(''),
  scope: z.array(z.string()).default([]),
  email_verified: z.boolean().default(false),
  loggedIn: z.boolean().default(true),
});
export type User = z.output<typeof UserSchema>;
export type UserInput = z.input<typeof UserSchema>;
