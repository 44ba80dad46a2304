import { z } from 'zod';
import {
  AccountDeleteSchema,
  PASSWORD_MIN_LENGTH,
  PasswordChangeSchema,
  ProfileUpdateSchema,
} from '../account';
import { isValidEmail } from '../email';
import { FirstNameSchema, LastNameSchema } from '../person-name';
import { UserSchema } from '../user';
import { Ok } from './answers';
import { defineOperation } from './operation';

const TAG = 'Accounts';

const email = z
  .string()
  .trim()
  .max(254)
  .refine((value) => isValidEmail(value), 'Ange en giltig e-postadress');

const passwordTooShort = `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken`;

export const LoginSchema = z.object({ email, password: z.string().min(1).max(200) });

export const RegisterSchema = z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, passwordTooShort).max(200),
  organization: z.number().int().positive().nullable().optional(),
  work_title: z.number().int().positive().nullable().optional(),
  accept_terms: z.literal(true, { error: 'Du behöver godkänna villkoren' }),
});

const mailLinkToken = z.string({ error: 'Länken saknar kod' }).min(1, 'Länken saknar kod').max(200);

/** The code of a link mailed to reset a password or verify an address. */
export const MailLinkTokenSchema = z.object({ token: mailLinkToken });

export const ForgotPasswordSchema = z.object({
  email: z
    .string({ error: 'Ange en giltig e-postadress' })
    .trim()
    .max(254)
    .refine((value) => isValidEmail(value), 'Ange en giltig e-postadress'),
});

export const NewPasswordSchema = z.object({
  token: mailLinkToken,
  password: z.string({ error: passwordTooShort }).min(PASSWORD_MIN_LENGTH, passwordTooShort).max(200),
});

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

const SessionTokenSchema = z.object({ token: z.string() });
const CurrentUserSchema = z.object({ user: UserSchema });
const LinkValidSchema = z.object({ valid: z.literal(true) });

export const login = defineOperation({
  id: 'login',
  method: 'POST',
  path: '/api/user/login',
  tag: TAG,
  summary: 'Log in',
  access: 'public',
  body: LoginSchema,
  answers: { 200: SessionTokenSchema },
});

export const currentUser = defineOperation({
  id: 'currentUser',
  method: 'POST',
  path: '/api/user/token',
  tag: TAG,
  summary: 'The current user',
  access: 'user',
  answers: { 200: CurrentUserSchema },
});

export const logout = defineOperation({
  id: 'logout',
  method: 'POST',
  path: '/api/logout',
  tag: TAG,
  summary: 'End the session',
  access: 'optional',
  answers: { 200: Ok },
});

export const register = defineOperation({
  id: 'register',
  method: 'POST',
  path: '/api/user/register',
  tag: TAG,
  summary: 'Create an account (logged in at once)',
  access: 'public',
  body: RegisterSchema,
  answers: { 201: SessionTokenSchema },
});

export const requestPasswordReset = defineOperation({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/user/forgot_password/get_token',
  tag: TAG,
  summary: 'Mail a reset link (the same answer for any address)',
  access: 'public',
  body: ForgotPasswordSchema,
  answers: { 200: Ok },
});

export const checkPasswordResetLink = defineOperation({
  id: 'checkPasswordResetLink',
  method: 'POST',
  path: '/api/user/forgot_password/verify_token',
  tag: TAG,
  summary: 'Whether a reset link is live',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: LinkValidSchema },
});

export const setNewPassword = defineOperation({
  id: 'setNewPassword',
  method: 'POST',
  path: '/api/user/forgot_password/new_password',
  tag: TAG,
  summary: 'Set a new password with a reset link',
  access: 'public',
  body: NewPasswordSchema,
  answers: { 200: Ok },
});

export const requestVerificationMail = defineOperation({
  id: 'requestVerificationMail',
  method: 'POST',
  path: '/api/user/verify_mail/get_token',
  tag: TAG,
  summary: 'Mail a verification link',
  access: 'user',
  answers: { 200: z.object({ ok: z.literal(true), already_verified: z.boolean().optional() }) },
});

export const checkVerificationLink = defineOperation({
  id: 'checkVerificationLink',
  method: 'POST',
  path: '/api/user/verify_mail/verify_token',
  tag: TAG,
  summary: 'Whether a verification link is live',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: LinkValidSchema },
});

export const confirmEmail = defineOperation({
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/user/verify_mail/confirm',
  tag: TAG,
  summary: 'Verify the address with the link',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: Ok },
});

export const updateProfile = defineOperation({
  id: 'updateProfile',
  method: 'POST',
  path: '/api/user/me',
  tag: TAG,
  summary: 'Change the profile (the password for a new address)',
  access: 'user',
  body: ProfileUpdateSchema,
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: CurrentUserSchema },
});

export const changePassword = defineOperation({
  id: 'changePassword',
  method: 'POST',
  path: '/api/user/me/password',
  tag: TAG,
  summary: 'Change the password',
  access: 'user',
  body: PasswordChangeSchema,
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: Ok },
});

export const deleteAccount = defineOperation({
  id: 'deleteAccount',
  method: 'DELETE',
  path: '/api/user/delete',
  tag: TAG,
  summary: 'Delete the account and its data',
  access: 'user',
  // No body is a password left blank: asked for again, not refused as a malformed request.
  body: AccountDeleteSchema.prefault({ current_password: '' }),
  fieldMessages: PROFILE_FIELD_MESSAGES,
  answers: { 200: Ok },
});
