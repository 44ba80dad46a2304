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

const ACCOUNTS_REFUSAL = 'Endast administratörer kan hantera konton';

/** A search among accounts by name or address; empty lists the first ones. */
export const AccountSearchSchema = /* @__PURE__ */ z.object({ q: z.string().max(200).default('') });

/** A page of the audit log: older than `before`, of one kind of action. */
export const AuditQuerySchema = /* @__PURE__ */ z.object({
  /** The id the previous page ended with: the next, older page. */
  before: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Entries of one kind only: `access` gives access.approve and access.deny. */
  action: z
    .string()
    .regex(/^[a-z-]+(\.[a-z-]+)?$/)
    .max(40)
    .optional(),
});

export const searchAccounts = /* @__PURE__ */ defineOperation({
  id: 'searchAccounts',
  method: 'GET',
  path: '/api/admin/users',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  query: AccountSearchSchema,
  answers: { 200: z.array(AdminAccountSchema) },
});

export const getAccount = /* @__PURE__ */ defineOperation({
  id: 'getAccount',
  method: 'GET',
  path: '/api/admin/users/{id}',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: AdminAccountDetailsSchema },
});

export const changeAccountRole = /* @__PURE__ */ defineOperation({
  id: 'changeAccountRole',
  method: 'POST',
  path: '/api/admin/users/{id}/role',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  body: RoleChangeSchema,
  answers: { 200: AdminAccountSchema },
});

export const setAccountDisabled = /* @__PURE__ */ defineOperation({
  id: 'setAccountDisabled',
  method: 'POST',
  path: '/api/admin/users/{id}/disabled',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  body: DisabledChangeSchema,
  answers: { 200: AdminAccountSchema },
});

export const resendAccountVerification = /* @__PURE__ */ defineOperation({
  id: 'resendAccountVerification',
  method: 'POST',
  path: '/api/admin/users/{id}/resend_verification',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: Ok },
});

export const deleteAccountByAdministrator = /* @__PURE__ */ defineOperation({
  id: 'deleteAccountByAdministrator',
  method: 'DELETE',
  path: '/api/admin/users/{id}',
  access: 'administrator',
  refusal: ACCOUNTS_REFUSAL,
  params: IdParams,
  answers: { 200: Ok },
});

export const readAuditLog = /* @__PURE__ */ defineOperation({
  id: 'readAuditLog',
  method: 'GET',
  path: '/api/admin/audit',
  access: 'administrator',
  refusal: 'Endast administratörer kan läsa loggen',
  query: AuditQuerySchema,
  answers: { 200: z.array(AuditEntrySchema) },
});
