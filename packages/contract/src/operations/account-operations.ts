import { z } from 'zod';
import { AccountDeleteSchema, PasswordChangeSchema, ProfileUpdateSchema } from '../account';
import { UserSchema } from '../user';
import { PASSWORD_MIN_LENGTH } from '../values';
import { Ok } from './answers';
import { EmailAddressSchema } from './email-address';
import { defineOperation } from './operation';

const email = EmailAddressSchema;

const passwordTooShort = `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken`;

export const LoginSchema = /* @__PURE__ */ z.object({ email, password: z.string().min(1).max(200) });

/**
 * The profile's fields, one message each: what the profile and password forms show. Names
 * keep the schema's own messages (person-name.ts), one per rule.
 */
const PROFILE_FIELD_MESSAGES = {
  email: 'Ange en giltig e-postadress',
  organization: 'Välj en organisation i listan',
  work_title: 'Välj en yrkesroll i listan',
  current_password: 'Fyll i ditt nuvarande lösenord',
  new_password: passwordTooShort,
} as const;

const SessionTokenSchema = /* @__PURE__ */ z.object({ token: z.string() });
const CurrentUserSchema = /* @__PURE__ */ z.object({ user: UserSchema });

export const login = /* @__PURE__ */ defineOperation({
  id: 'login',
  method: 'POST',
  path: '/api/user/login',
  access: 'public',
  body: LoginSchema,
  answers: { 200: SessionTokenSchema },
});

export const currentUser = /* @__PURE__ */ defineOperation({
  id: 'currentUser',
  method: 'POST',
  path: '/api/user/token',
  access: 'user',
  answers: { 200: CurrentUserSchema },
});

export const logout = /* @__PURE__ */ defineOperation({
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  access: 'optional',
  answers: { 200: Ok },
});

export const requestVerificationMail = /* @__PURE__ */ defineOperation({
  id: 'requestVerificationMail',
  method: 'POST',
  path: '/api/user/verify_mail/get_token',
  access: 'user',
  answers: { 200: z.object({ ok: z.literal(true), already_verified: z.boolean().optional() }) },
});

export const updateProfile = /* @__PURE__ */ defineOperation({
  id: 'updateProfile',
  method: 'POST',
  path: '/api/user/me',
  access: 'user',
  body: ProfileUpdateSchema,
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: CurrentUserSchema },
});

export const changePassword = /* @__PURE__ */ defineOperation({
  id: 'changePassword',
  method: 'POST',
  path: '/api/user/me/password',
  access: 'user',
  body: PasswordChangeSchema,
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: Ok },
});

export const deleteAccount = /* @__PURE__ */ defineOperation({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/api/user/delete',
  access: 'user',
  // No body is a password left blank: asked for again, not refused as a malformed request.
  body: AccountDeleteSchema.prefault({ current_password: '' }),
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: Ok },
});
