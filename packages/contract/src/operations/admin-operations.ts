import { z } from 'zod';
import {
  AdminAccountDetailsSchema,
  AdminAccountSchema,
  AuditEntrySchema,
  DisabledChangeSchema,
  RoleChangeSchema,
} from '../staff';
import { Ok } from './answers';
import { defineOperation } from './operation';
import { IdParams } from './params';

const TAG = 'Administration';
const ACCOUNTS_REFUSAL = 'Endast administratörer kan hantera konton';

/** A search among accounts by name or address; empty lists the first ones. */
export const AccountSearchSchema = z.object({ q: z.string().max(200).default('') });

/** A page of the audit log: older than `before`, of one kind of action. */
export const AuditQuerySchema = z.object({
  /** The id the previous page ended with: the next, older page. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Entries of one kind only: `access` gives access.approve and access.deny. */
  action: z
    .string()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/)
    .max(40)
    .optional(),
});

export const searchAccounts = defineOperation({
  id: 'searchAccounts',
  method: 'GET',
  path: '/api/admin/users',
  tag: TAG,
  summary: 'Find accounts',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  query: AccountSearchSchema,
  answers: { 200: z.array(AdminAccountSchema) },
});

export const getAccount = defineOperation({
  id: 'getAccount',
  method: 'GET',
  path: '/api/admin/users/{id}',
  tag: TAG,
  summary: 'An account with its courses and rooms',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: AdminAccountDetailsSchema },
});

export const changeAccountRole = defineOperation({
  id: 'changeAccountRole',
  method: 'POST',
  path: '/api/admin/users/{id}/role',
  tag: TAG,
  summary: "Change an account's role",
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  body: RoleChangeSchema,
  answers: { 200: AdminAccountSchema },
});

export const setAccountDisabled = defineOperation({
  id: 'setAccountDisabled',
  method: 'POST',
  path: '/api/admin/users/{id}/disabled',
  tag: TAG,
  summary: 'Disable or enable an account',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  body: DisabledChangeSchema,
  answers: { 200: AdminAccountSchema },
});

export const resendAccountVerification = defineOperation({
  id: 'resendAccountVerification',
  method: 'POST',
  path: '/api/admin/users/{id}/resend_verification',
  tag: TAG,
  summary: 'Mail a new verification link',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: Ok },
});

export const deleteAccountByAdministrator = defineOperation({
  id: 'deleteAccountByAdministrator',
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  tag: TAG,
  summary: 'Delete an account',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: Ok },
});

export const readAuditLog = defineOperation({
  id: 'readAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  tag: TAG,
  summary: 'The audit log, newest first',
  access: 'administrator',
  refusal: 'Endast administratörer kan läsa loggen',
  query: AuditQuerySchema,
  answers: { 200: z.array(AuditEntrySchema) },
});
