import { z } from 'zod';
import { IdSchema } from './common';

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
