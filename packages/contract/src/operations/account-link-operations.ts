import { z } from 'zod';
import { FirstNameSchema, LastNameSchema } from '../person-name';
import { PASSWORD_MIN_LENGTH } from '../values';
import { Ok } from './answers';
import { EmailAddressSchema } from './email-address';
import { defineOperation } from './operation';

// Creating an account and the mailed links (a new password, a verified address): pages of
// their own, so these calls stay off every other page's first load.
const email = EmailAddressSchema;

const passwordTooShort = `Lösenordet måste ha minst ${PASSWORD_MIN_LENGTH} tecken`;
const SessionTokenSchema = /* @__PURE__ */ z.object({ token: z.string() });

export const RegisterSchema = /* @__PURE__ */ z.object({
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  email,
  password: z.string().min(PASSWORD_MIN_LENGTH, passwordTooShort).max(200),
  organization: z.number().int().positive().nullable().optional(),
  work_title: z.number().int().positive().nullable().optional(),
  accept_terms: z.literal(true, { error: 'Du behöver godkänna villkoren' }),
});

const mailLinkToken = /* @__PURE__ */ z
  .string({ error: 'Länken saknar kod' })
  .min(1, 'Länken saknar kod')
  .max(200);

/** The code of a link mailed to reset a password or verify an address. */
export const MailLinkTokenSchema = /* @__PURE__ */ z.object({ token: mailLinkToken });

export const ForgotPasswordSchema = /* @__PURE__ */ z.object({
  email,
});

export const NewPasswordSchema = /* @__PURE__ */ z.object({
  token: mailLinkToken,
  password: z.string({ error: passwordTooShort }).min(PASSWORD_MIN_LENGTH, passwordTooShort).max(200),
});

const LinkValidSchema = /* @__PURE__ */ z.object({ valid: z.literal(true) });

export const register = /* @__PURE__ */ defineOperation({
  id: 'register',
  method: 'POST',
  path: '/api/user/register',
  access: 'public',
  body: RegisterSchema,
  answers: { 201: SessionTokenSchema },
});

export const requestPasswordReset = /* @__PURE__ */ defineOperation({
  id: 'requestPasswordReset',
  method: 'POST',
  path: '/api/user/forgot_password/get_token',
  access: 'public',
  body: ForgotPasswordSchema,
  answers: { 200: Ok },
});

export const checkPasswordResetLink = /* @__PURE__ */ defineOperation({
  id: 'checkPasswordResetLink',
  method: 'POST',
  path: '/api/user/forgot_password/verify_token',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: LinkValidSchema },
});

export const setNewPassword = /* @__PURE__ */ defineOperation({
  id: 'setNewPassword',
  method: 'POST',
  path: '/api/user/forgot_password/new_password',
  access: 'public',
  body: NewPasswordSchema,
  answers: { 200: Ok },
});

export const checkVerificationLink = /* @__PURE__ */ defineOperation({
  id: 'checkVerificationLink',
  method: 'POST',
  path: '/api/user/verify_mail/verify_token',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: LinkValidSchema },
});

export const confirmEmail = /* @__PURE__ */ defineOperation({
  id: 'confirmEmail',
  method: 'POST',
  path: '/api/user/verify_mail/confirm',
  access: 'public',
  body: MailLinkTokenSchema,
  answers: { 200: Ok },
});
