import { operations } from '@jamstalldhet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../auth/secrets';
import { inTransaction } from '../../db/database';
import { users } from '../../db/schema';
import { inBackground } from '../../http/background';
import { clientAddressKey } from '../../http/client-address';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/operation-route';
import { RATE_LIMITS, rateLimit } from '../../http/rate-limit';
import { sendPasswordResetMail, sendVerificationMail } from '../../mail/account-mails';
import { forgetLoginAddresses } from '../../storage/login-addresses';
import { consumeToken, findLiveToken, type TokenPurpose } from '../../storage/one-time-tokens';
import { revokeOtherSessions } from '../../storage/sessions';
import { findUserByEmail, normalizeEmail } from '../../storage/users';

const USED_LINK = 'Länken är ogiltig eller har redan använts. Be om en ny länk.';

export async function mailTokenRoutes(app: FastifyInstance) {
  /** Answers whether a mailed link still works; the client hides a 404 (SPEC §8). */
  async function verifyToken(token: string, purpose: TokenPurpose) {
    if ((await findLiveToken(app.db, token, purpose)) === null) {
      throw notFound(USED_LINK);
    }
    return { valid: true as const };
  }

  route(app, operations.requestVerificationMail, async ({ user, reply }) => {
    if (user.emailVerified) {
      return { ok: true as const, already_verified: true };
    }
    await rateLimit(app.db, reply, `verify-mail:user:${user.id}`, RATE_LIMITS.verificationMailPerUser);
    await sendVerificationMail(app, user);
    return { ok: true as const };
  });

  route(app, operations.checkVerificationLink, async ({ body }) => verifyToken(body.token, 'verify_email'));

  route(app, operations.confirmEmail, async ({ body: input }) => {
    const verified = await inTransaction(app.db, async (tx) => {
      const userId = await consumeToken(tx, input.token, 'verify_email');
      if (userId === null) {
        return false;
      }
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      return true;
    });
    if (!verified) {
      throw badRequest(USED_LINK, 'token');
    }
    return { ok: true as const };
  });

  route(app, operations.requestPasswordReset, async ({ body: input, request, reply }) => {
    const email = normalizeEmail(input.email);
    await rateLimit(
      app.db,
      reply,
      `reset:ip:${clientAddressKey(request.ip)}`,
      RATE_LIMITS.passwordResetPerIp,
    );
    await rateLimit(app.db, reply, `reset:email:${email}`, RATE_LIMITS.passwordResetPerEmail);
    const user = await findUserByEmail(app.db, email);
    if (user) {
      // Not awaited: the answer comes as fast for a registered address as for an unknown one,
      // and a failing mail server cannot tell them apart either. A stop waits for it.
      inBackground(
        app,
        sendPasswordResetMail(app, user).catch((error: unknown) => {
          request.log.error({ err: error }, 'password reset mail not sent');
        }),
      );
    }
    return { ok: true as const };
  });

  route(app, operations.checkPasswordResetLink, async ({ body }) =>
    verifyToken(body.token, 'password_reset'),
  );

  route(app, operations.setNewPassword, async ({ body: input, request, reply }) => {
    // The link is checked before the slow hash, so nobody without a live link makes the
    // server hash; a live link may try a few times (parallel calls before it is used up).
    if ((await findLiveToken(app.db, input.token, 'password_reset')) === null) {
      throw badRequest(USED_LINK, 'token');
    }
    await rateLimit(app.db, reply, `new-password:token:${input.token}`, RATE_LIMITS.newPasswordPerLink);
    // Hashed before the transaction: scrypt is slow and needs no lock.
    const passwordHash = await hashPassword(input.password, {
      lane: 'account',
      address: clientAddressKey(request.ip),
    });
    const changed = await inTransaction(app.db, async (tx) => {
      const userId = await consumeToken(tx, input.token, 'password_reset');
      if (userId === null) {
        return false;
      }
      // The link reached the mailbox, so the address is proven too.
      await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, userId));
      // Whoever knew the old password is logged out everywhere, and a stranger again.
      await revokeOtherSessions(tx, userId, null);
      await forgetLoginAddresses(tx, userId);
      return true;
    });
    if (!changed) {
      throw badRequest(USED_LINK, 'token');
    }
    return { ok: true as const };
  });
}
