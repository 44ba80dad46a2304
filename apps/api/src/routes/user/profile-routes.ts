import { isValidEmail } from '@jamstalldhet/blocks/engine';
import { operations } from '@jamstalldhet/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hashPassword } from '../../auth/secrets';
import { DEMO_ADDRESS_MESSAGE, isDemoAddress } from '../../content/demo-accounts';
import { clientAddressKey } from '../../http/client-address';
import { bearerToken } from '../../http/context';
import { badRequest, conflict } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { sendEmailChangedMail, sendVerificationMail } from '../../mail/account-mails';
import { AccountChangeRefused, deleteOwnAccount } from '../../storage/account-admin';
import { getSettings } from '../../storage/content';
import { forgetLoginAddresses } from '../../storage/login-addresses';
import { withdrawTokens } from '../../storage/one-time-tokens';
import { EmailTakenError, updatePassword, updateProfile } from '../../storage/profile';
import { revokeOtherSessions, type UserRow } from '../../storage/sessions';
import { findUserByEmail, normalizeEmail, toWireUser } from '../../storage/users';
import { checkPassword } from './password-check';

const EMAIL_TAKEN = 'Det finns redan ett konto med den e-postadressen';
const WRONG_PASSWORD = 'Det nuvarande lösenordet stämmer inte';

/** One message per field, as the contract gives them to the profile's forms. */
const MESSAGES = operations.updateProfile.fieldMessages;

/**
 * Asks for the account's password again before a change that could take the account over
 * (ASVS 2.5, 3.x): a wrong one is a 400 on `current_password` and counts against the account's
 * failure limits (per account and address, and per account), like a failed login.
 */
async function confirmPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (password === undefined || password === '') {
    throw badRequest(MESSAGES.current_password, 'current_password');
  }
  const valid = await checkPassword(app, reply, {
    email: user.email,
    password,
    account: user,
    ip: request.ip,
    anonymous: false,
  });
  if (!valid) {
    throw badRequest(WRONG_PASSWORD, 'current_password');
  }
}

export async function profileRoutes(app: FastifyInstance) {
  route(app, operations.updateProfile, async ({ body: input, user, request, reply }) => {
    if (!isValidEmail(input.email)) {
      throw badRequest(MESSAGES.email, 'email');
    }
    const { taxonomies } = await getSettings(app.db);
    // Left out keeps the current choice; null clears it; anything else must be a listed term.
    const known = (terms: Array<{ id: number }>, id: number | null | undefined) =>
      id === null || id === undefined || terms.some((term) => term.id === id);
    if (!known(taxonomies.user_organization, input.organization)) {
      throw badRequest(MESSAGES.organization, 'organization');
    }
    if (!known(taxonomies.user_work_title, input.work_title)) {
      throw badRequest(MESSAGES.work_title, 'work_title');
    }
    const email = normalizeEmail(input.email);
    const emailChanged = email !== user.email;
    if (emailChanged && isDemoAddress(email)) {
      throw badRequest(DEMO_ADDRESS_MESSAGE, 'email');
    }
    if (emailChanged) {
      // Whoever holds a session must also know the password to move the account elsewhere.
      await confirmPassword(app, request, reply, user, input.current_password);
      const owner = await findUserByEmail(app.db, email);
      if (owner && owner.id !== user.id) {
        throw badRequest(EMAIL_TAKEN, 'email');
      }
      // Each change mails both addresses: a few a day are enough for anyone.
      await rateLimit(app.db, reply, `email-change:user:${user.id}`, RATE_LIMITS.emailChangePerUser);
    }
    let updated: Awaited<ReturnType<typeof updateProfile>>;
    try {
      updated = await updateProfile(app.db, user.id, {
        firstName: input.first_name,
        lastName: input.last_name,
        email,
        organizationId: input.organization === undefined ? user.organizationId : input.organization,
        workTitleId: input.work_title === undefined ? user.workTitleId : input.work_title,
      });
    } catch (error) {
      // Another account took the address between the check and the update.
      if (error instanceof EmailTakenError) {
        throw badRequest(EMAIL_TAKEN, 'email');
      }
      throw error;
    }
    if (emailChanged) {
      // A reset link mailed to the old address must not open the account any more, nor may
      // another device logged in before the change; this one keeps working. The addresses the
      // account logged in from are forgotten, as after a new password.
      await withdrawTokens(app.db, user.id, 'password_reset');
      await revokeOtherSessions(app.db, user.id, bearerToken(request));
      await forgetLoginAddresses(app.db, user.id);
      await Promise.all([sendVerificationMail(app, updated), sendEmailChangedMail(app, user)]).catch(
        (error: unknown) => {
          // The change is saved; the user can ask for a new verification mail from the bar.
          request.log.error({ err: error }, 'mail after e-mail change not sent');
        },
      );
    }
    return { user: toWireUser(updated) };
  });

  route(app, operations.changePassword, async ({ body: input, user, request, reply }) => {
    await confirmPassword(app, request, reply, user, input.current_password);
    const passwordHash = await hashPassword(input.new_password, {
      lane: 'account',
      address: clientAddressKey(request.ip),
    });
    await updatePassword(app.db, user.id, passwordHash);
    // Other devices are logged out; this one keeps working. Every address the account logged
    // in from is forgotten: one who logged in with the old password is a stranger again.
    await revokeOtherSessions(app.db, user.id, bearerToken(request));
    await forgetLoginAddresses(app.db, user.id);
    return { ok: true as const };
  });

  route(app, operations.deleteAccount, async ({ body: input, user, request, reply }) => {
    await confirmPassword(app, request, reply, user, input.current_password);
    try {
      await deleteOwnAccount(app.db, user.id);
    } catch (error) {
      throw error instanceof AccountChangeRefused ? conflict(error.message) : error;
    }
    return { ok: true as const };
  });
}
