import { type AdminAccount, operations } from '@jamstalldhet/contract';
import type { FastifyInstance } from 'fastify';
import { unixSeconds } from '../../format/unix-seconds';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
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
import { findUserById, wireIdentity } from '../../storage/users';

function toAdminAccount(user: UserRow): AdminAccount {
  return {
    ...wireIdentity(user),
    disabled: user.disabledAt !== null,
    created_at: unixSeconds(user.createdAt),
  };
}

/** Accounts for administrators (issue 14): find, look at, change the role, disable, delete. */
export async function accountAdminRoutes(app: FastifyInstance) {
  /** The account an administrator acts on. */
  async function account(id: number) {
    const found = await findUserById(app.db, id);
    if (!found) {
      throw notFound('Kontot finns inte');
    }
    return found;
  }
  /** The change and its audit entry, under the rules of `changeAccount`; a refusal is a 409. */
  async function guarded(admin: UserRow, change: Parameters<typeof changeAccount>[2], audit: AuditEntry) {
    try {
      await changeAccount(app.db, admin.id, change, audit);
    } catch (error) {
      throw error instanceof AccountChangeRefused ? conflict(error.message) : error;
    }
  }
  /** Never their own account, so nobody locks themselves out. */
  const refuseOwn = (admin: UserRow, account: UserRow) => {
    if (admin.id === account.id) {
      throw badRequest(
        'Du kan inte ändra eller ta bort ditt eget konto här; be en annan administratör.',
        'id',
      );
    }
  };

  route(app, operations.searchAccounts, async ({ query }) =>
    (await searchAccounts(app.db, query.q)).map(toAdminAccount),
  );

  route(app, operations.getAccount, async ({ params }) => {
    const found = await account(params.id);
    const activity = await accountActivity(app.db, found.id);
    return {
      ...toAdminAccount(found),
      educations: activity.educations.map((education) => ({
        id: education.id,
        title: education.title,
        slug: education.slug,
        completed_at: education.completedAt ? unixSeconds(education.completedAt) : null,
      })),
      rooms: activity.rooms,
    };
  });

  route(app, operations.changeAccountRole, async ({ params, body: { role }, user: admin }) => {
    const changed = await account(params.id);
    refuseOwn(admin, changed);
    if (role !== changed.role) {
      await guarded(admin, (tx) => setAccountRole(tx, changed.id, role), {
        actor: admin,
        action: 'account.role',
        target: changed.email,
        details: { from: changed.role, to: role },
      });
    }
    return toAdminAccount({ ...changed, role });
  });

  route(app, operations.setAccountDisabled, async ({ params, body: { disabled }, user: admin }) => {
    const changed = await account(params.id);
    refuseOwn(admin, changed);
    if (disabled !== (changed.disabledAt !== null)) {
      await guarded(admin, (tx) => setAccountDisabled(tx, changed.id, disabled), {
        actor: admin,
        action: disabled ? 'account.disable' : 'account.enable',
        target: changed.email,
      });
    }
    return toAdminAccount({ ...changed, disabledAt: disabled ? (changed.disabledAt ?? new Date()) : null });
  });

  route(app, operations.resendAccountVerification, async ({ params, user: admin, reply }) => {
    const unverified = await account(params.id);
    if (unverified.emailVerified) {
      throw badRequest('E-postadressen är redan verifierad', 'id');
    }
    // The account's own limit: an administrator's clicks do not flood the learner's mailbox.
    await rateLimit(app.db, reply, `verify-mail:user:${unverified.id}`, RATE_LIMITS.verificationMailPerUser);
    await sendVerificationMail(app, unverified);
    await recordAudit(app.db, {
      actor: admin,
      action: 'account.resend-verification',
      target: unverified.email,
    });
    return { ok: true as const };
  });

  route(app, operations.deleteAccountByAdministrator, async ({ params, user: admin }) => {
    const deleted = await account(params.id);
    refuseOwn(admin, deleted);
    // The record of a deletion names no one: the account's id and role only.
    await guarded(admin, (tx) => deleteAccount(tx, deleted.id), {
      actor: admin,
      action: 'account.delete',
      target: `${DELETED_ACCOUNT} (id ${deleted.id})`,
      details: { role: deleted.role },
    });
    return { ok: true as const };
  });
}
