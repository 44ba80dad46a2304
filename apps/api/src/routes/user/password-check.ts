import type { FastifyInstance, FastifyReply } from 'fastify';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/secrets';
import { clientAddressKey } from '../../http/client-address';
import { RATE_LIMITS, reserve } from '../../http/rate-limit';
import { isUsualLoginAddress, rememberLoginAddress } from '../../storage/login-addresses';
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
  /** The account whose address it is, with its stored hash; null when no account has it. */
  account: { id: number; passwordHash: string } | null;
  /** The client IP. */
  ip: string;
  /** A login (anyone may try): also counted per client IP, across accounts. */
  anonymous: boolean;
}

/**
 * Checks a password under the failure limits (`RATE_LIMITS.loginFailuresPer*`): per account and
 * client address, per account from all addresses, and for logins per client address (each by
 * `clientAddressKey`). A failure is counted before hashing, atomically in the database, so
 * parallel guesses in any number of processes pass a limit exactly `limit` times; used up, the
 * check is refused with a 429 without hashing, the right password too. A right password gives
 * its count back: it never counts, and its address becomes one of the account's usual ones. A
 * usual address (a right password from it in the last 90 days) is not held to the account-wide
 * limit, so strangers who use it up lock out only addresses the owner never used.
 */
export async function checkPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  attempt: PasswordAttempt,
): Promise<boolean> {
  const email = normalizeEmail(attempt.email);
  const address = clientAddressKey(attempt.ip);
  const { account } = attempt;
  const usualAddress = account !== null && (await isUsualLoginAddress(app.db, account.id, address));
  const reservation = await reserve(app.db, reply, [
    ...(attempt.anonymous ? [{ key: `login:ip:${address}`, rule: RATE_LIMITS.loginFailuresPerIp }] : []),
    { key: `login:account-ip:${email}:${address}`, rule: RATE_LIMITS.loginFailuresPerAccountAndIp },
    ...(usualAddress ? [] : [{ key: `login:account:${email}`, rule: RATE_LIMITS.loginFailuresPerAccount }]),
  ]);
  let right: boolean;
  try {
    // Unknown addresses hash in a lane of their own: a flood of them cannot fill real logins'
    // queue. One client address holds at most two waiting places in either lane.
    right = account
      ? await verifyPassword(attempt.password, account.passwordHash, { lane: 'account', address })
      : await verifyPassword(attempt.password, UNKNOWN_ACCOUNT_HASH, { lane: 'anonymous', address }).then(
          () => false,
        );
  } catch (error) {
    // Not checked (the hashing queue was full): nothing was tried, so nothing counts.
    await reservation.giveBack();
    throw error;
  }
  if (right && account) {
    await reservation.giveBack();
    await rememberLoginAddress(app.db, account.id, address);
  }
  return right;
}

/** After a successful check: a hash made with weaker parameters than today's is stored anew. */
export async function upgradePasswordHash(
  app: FastifyInstance,
  user: { id: number; passwordHash: string },
  password: string,
  ip: string,
): Promise<void> {
  if (needsRehash(user.passwordHash)) {
    const passwordHash = await hashPassword(password, { lane: 'account', address: clientAddressKey(ip) });
    // The same password, stored anew: the account's usual addresses stay.
    await updatePassword(app.db, user.id, passwordHash);
  }
}
