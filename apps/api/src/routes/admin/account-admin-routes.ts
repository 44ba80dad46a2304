import { type AdminAccount, DisabledChangeSchema, RoleChangeSchema } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requireAdministrator } from '../../http/context';
import { badRequest, conflict, notFound, parseId, parseInput } from '../../http/errors';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { unixSeconds } from '../../http/time';
import { sendVerificationMail } from '../../mail/account-mails';
import {
  AccountChangeRefused,
  accountActivity,
  changeAccount,
  searchAccounts,
  setAccountDisabled,
  setAccountRole,
} from '../../storage/account-admin';
import { type AuditEntry, DELETED_ACCOUNT, recordAudit } from '../../storage/audit';
import { deleteAccount } from '../../storage/profile';
import type { UserRow } from '../../storage/sessions';
import { findUserById } from '../../storage/users';

export const SearchSchema = z.object({ q: z.string().max(200).default('') });

function toAdminAccount(user: UserRow): AdminAccount {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    role: user.role,
    email_verified: user.emailVerified,
    disabled: user.disabledAt !== null,
    created_at: unixSeconds(user.createdAt),
  };
}

/** Accounts for administrators (issue 14): find, look at, change the role, disable, delete. */
export async function accountAdminRoutes(app: FastifyInstance) {
  const requireAdmin = (request: FastifyRequest) =>
    requireAdministrator(request, 'Endast administratörer kan hantera konton');

  /** The account an administrator acts on; never their own, so nobody locks themselves out. */
  async function otherAccount(request: FastifyRequest<{ Params: { id: string } }>) {
    const admin = await requireAdmin(request);
    const id = parseId(request.params.id);
    const account = await findUserById(app.db, id);
    if (!account) {
      throw notFound('Kontot finns inte');
    }
    return { admin, account };
  }
  /** The change and its audit entry, under the rules of `changeAccount`; a refusal is a 409. */
  async function guarded(admin: UserRow, change: Parameters<typeof changeAccount>[2], audit: AuditEntry) {
    try {
      await changeAccount(app.db, admin.id, change, audit);
    } catch (error) {
      throw error instanceof AccountChangeRefused ? conflict(error.message) : error;
    }
  }
  const refuseOwn = (admin: UserRow, account: UserRow) => {
    if (admin.id === account.id) {
      throw badRequest(
        'Du kan inte ändra eller ta bort ditt eget konto här; be en annan administratör.',
        'id',
      );
    }
  };

  app.get('/api/admin/users', async (request) => {
    await requireAdmin(request);
    const { q } = parseInput(SearchSchema, request.query);
    return (await searchAccounts(app.db, q)).map(toAdminAccount);
  });

  app.get<{ Params: { id: string } }>('/api/admin/users/:id', async (request) => {
    const { account } = await otherAccount(request);
    const activity = await accountActivity(app.db, account.id);
    return {
      ...toAdminAccount(account),
      educations: activity.educations.map((education) => ({
        id: education.id,
        title: education.title,
        slug: education.slug,
        completed_at: education.completedAt ? unixSeconds(education.completedAt) : null,
      })),
      rooms: activity.rooms,
    };
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/role', async (request) => {
    const { admin, account } = await otherAccount(request);
    const { role } = parseInput(RoleChangeSchema, request.body);
    refuseOwn(admin, account);
    if (role !== account.role) {
      await guarded(admin, (tx) => setAccountRole(tx, account.id, role), {
        actor: admin,
        action: 'account.role',
        target: account.email,
        details: { from: account.role, to: role },
      });
    }
    return toAdminAccount({ ...account, role });
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/disabled', async (request) => {
    const { admin, account } = await otherAccount(request);
    const { disabled } = parseInput(DisabledChangeSchema, request.body);
    refuseOwn(admin, account);
    if (disabled !== (account.disabledAt !== null)) {
      await guarded(admin, (tx) => setAccountDisabled(tx, account.id, disabled), {
        actor: admin,
        action: disabled ? 'account.disable' : 'account.enable',
        target: account.email,
      });
    }
    return toAdminAccount({ ...account, disabledAt: disabled ? (account.disabledAt ?? new Date()) : null });
  });

  app.post<{ Params: { id: string } }>('/api/admin/users/:id/resend_verification', async (request, reply) => {
    const { admin, account } = await otherAccount(request);
    if (account.emailVerified) {
      throw badRequest('E-postadressen är redan verifierad', 'id');
    }
    // The account's own limit: an administrator's clicks do not flood the learner's mailbox.
    await rateLimit(app.db, reply, `verify-mail:user:${account.id}`, RATE_LIMITS.verificationMailPerUser);
    await sendVerificationMail(app, account);
    await recordAudit(app.db, { actor: admin, action: 'account.resend-verification', target: account.email });
    return { ok: true };
  });

  app.delete<{ Params: { id: string } }>('/api/admin/users/:id', async (request) => {
    const { admin, account } = await otherAccount(request);
    refuseOwn(admin, account);
    // The record of a deletion names no one: the account's id and role only.
    await guarded(admin, (tx) => deleteAccount(tx, account.id), {
      actor: admin,
      action: 'account.delete',
      target: `${DELETED_ACCOUNT} (id ${account.id})`,
      details: { role: account.role },
    });
    return { ok: true };
  });
}
