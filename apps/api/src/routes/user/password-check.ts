import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/secrets';
import { RATE_LIMITS, reserve } from '../../http/rate-limit';
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
  /** The client IP. */
  ip: string;
  /** A login (anyone may try): also counted per client IP, across accounts. */
  anonymous: boolean;
}

/**
 * Checks a password under the failure limits (`RATE_LIMITS.loginFailuresPer*`): per account and
 * client IP, per account from all addresses, and for logins per client IP. A failure is counted
 * before hashing, atomically in the database, so parallel guesses in any number of processes
 * pass a limit exactly `limit` times; used up, the check is refused with a 429 without hashing,
 * the right password too. A right password gives its count back: it never counts.
 */
export async function checkPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: PasswordAttempt,
): Promise<boolean> {
  const account = normalizeEmail(attempt.email);
  const reservation = await reserve(app.db, reply, [
    ...(attempt.anonymous ? [{ key: `login:ip:${attempt.ip}`, rule: RATE_LIMITS.loginFailuresPerIp }] : []),
    { key: `login:account-ip:${account}:${attempt.ip}`, rule: RATE_LIMITS.loginFailuresPerAccountAndIp },
    { key: `login:account:${account}`, rule: RATE_LIMITS.loginFailuresPerAccount },
  ]);
  let right: boolean;
  try {
    right =
      (await verifyPassword(attempt.password, attempt.passwordHash ?? UNKNOWN_ACCOUNT_HASH)) &&
      attempt.passwordHash !== null;
  } catch (error) {
    // Not checked (the hashing queue was full): nothing was tried, so nothing counts.
    await reservation.giveBack();
    throw error;
  }
  if (right) {
    await reservation.giveBack();
  }
  return right;
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
