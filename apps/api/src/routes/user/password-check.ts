import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/secrets';
import { countAgainst, RATE_LIMITS, refuseWhenUsedUp } from '../../http/rate-limit';
import { updatePassword } from '../../storage/profile';
import { normalizeEmail } from '../../storage/users';

// A hash of a random password nobody knows, at today's parameters: checked when the e-mail is
// unknown, so an unknown address takes as long as a known one and tells nothing.
const UNKNOWN_ACCOUNT_HASH =
  'scrypt$131072$8$1$-b8eeepiyz8x-elQC_rMFA$dQ_1jPnuSjv--OQBg6_i-F6D5WmmEHJEFUW-KTBOU4Q';

export interface PasswordAttempt {
  /** The address the password is tried for, as typed (login) or the account's own. */
  email: string;
  password: string;
  /** The account's stored hash; null when no account has the address. */
  passwordHash: string | null;
  /** The client IP, for anonymous logins; checks by a logged-in user count per account only. */
  ip?: string;
}

/**
 * Checks a password under the failure limits (`RATE_LIMITS.loginFailuresPer*`): refused with a
 * 429 while the account, or the client IP, has used up its failures (the right password too,
 * until the window ends); a wrong password counts against both; a right one never counts.
 * The look and the count happen while this check holds its hashing slot, so a burst of
 * parallel guesses cannot all pass the limit before the first of them is counted.
 */
export async function checkPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: PasswordAttempt,
): Promise<boolean> {
  const accountKey = `login:account:${normalizeEmail(attempt.email)}`;
  const ipKey = attempt.ip === undefined ? null : `login:ip:${attempt.ip}`;
  const valid = await verifyPassword(attempt.password, attempt.passwordHash ?? UNKNOWN_ACCOUNT_HASH, {
    before: async () => {
      if (ipKey) {
        await refuseWhenUsedUp(app.db, reply, ipKey, RATE_LIMITS.loginFailuresPerIp);
      }
      await refuseWhenUsedUp(app.db, reply, accountKey, RATE_LIMITS.loginFailuresPerAccount);
    },
    after: async (matches) => {
      if (matches && attempt.passwordHash !== null) {
        return;
      }
      await countAgainst(app.db, accountKey, RATE_LIMITS.loginFailuresPerAccount);
      if (ipKey) {
        await countAgainst(app.db, ipKey, RATE_LIMITS.loginFailuresPerIp);
      }
    },
  });
  return valid && attempt.passwordHash !== null;
}

/** After a successful check: a hash made with weaker parameters than today's is stored anew. */
export async function upgradePasswordHash(
  app: FastifyInstance,
  user: { id: number; passwordHash: string },
  password: string,
): Promise<void> {
  if (needsRehash(user.passwordHash)) {
    await updatePassword(app.db, user.id, await hashPassword(password));
  }
}
