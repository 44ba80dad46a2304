import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { limitConcurrency, QueueFullError } from './concurrency';

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

// OWASP's Password Storage Cheat Sheet asks for scrypt with at least N=2^17, r=8, p=1: 128 MiB
// (128·N·r bytes) and about a quarter of a second of one core per hash, which makes offline
// guessing of a leaked hash slow. Stored hashes carry their own parameters, so raising these
// leaves old hashes verifiable; `needsRehash` tells login to store a new one.
export const PASSWORD_HASH_PARAMETERS: Readonly<ScryptParameters> = { N: 131_072, r: 8, p: 1 };
const KEY_LENGTH = 32;
// Node refuses scrypt above `maxmem`; room for the current cost, and for a stored hash of twice it.
const MAX_MEMORY = 256 * 1024 * 1024 + 1024 * 1024;

/**
 * How many password hashes this process computes at once (PASSWORD_HASH_CONCURRENCY). Each
 * takes 128 MiB: simultaneous logins wait their turn instead of taking gigabytes. At most four
 * per slot wait in each lane (four rounds of hashes, about a second), and at most two of those
 * from one client address (`clientAddressKey`), so one address's flood cannot take a lane's
 * places from everyone else; beyond that the answer is a 503 at once.
 */
export const passwordHashing = limitConcurrency(2, { waitingPerSlot: 4, waitingPerClient: 2 });

/**
 * Whose password a hash is for. `account`: an existing account's (its login, a password check or
 * change, a reset by a live link). `anonymous`: nobody's yet (a login for an address with no
 * account, a registration). The lanes wait apart and take turns for the slots, so a flood of
 * logins for unknown addresses fills only its own queue: a real login still waits its turn.
 */
export type HashingLane = 'account' | 'anonymous';

// A full queue drains in about a second; a little more, under load.
const BUSY_RETRY_AFTER_SECONDS = 2;
const HASHING_BUSY = 'Många loggar in just nu. Vänta några sekunder och försök igen.';

/** Every hashing place is taken: answered 503 with `Retry-After` (app.ts's error handler). */
export class HashingBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;

  constructor() {
    super(HASHING_BUSY);
    this.name = 'HashingBusyError';
  }
}

/**
 * Who asks for a hash: its lane, and the client address (`clientAddressKey`) whose waiting
 * places it takes. Without an address (work of the server's own) it is held to the lane's cap only.
 */
export interface HashingTurn {
  lane: HashingLane;
  address?: string;
}

/**
 * Runs a hash in a slot, or refuses it at once (503, `Retry-After`) when its lane's queue is full
 * or its address already holds its share of the lane's places.
 */
async function inHashingSlot<T>({ lane, address }: HashingTurn, task: () => Promise<T>): Promise<T> {
  try {
    return await passwordHashing.run(task, lane, address);
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new HashingBusyError();
    }
    throw error;
  }
}

function scrypt(password: string, salt: Buffer, keyLength: number, parameters: ScryptParameters) {
  return new Promise<Buffer>((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      keyLength,
      { ...parameters, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** An opaque random token for bearer sessions and mailed links (256 bits). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Hashes a password as `scrypt$N$r$p$salt$key` (base64url parts), waiting for a free slot. */
export function hashPassword(password: string, turn: HashingTurn = { lane: 'account' }): Promise<string> {
  return inHashingSlot(turn, async () => {
    const salt = randomBytes(16);
    const key = await scrypt(password, salt, KEY_LENGTH, PASSWORD_HASH_PARAMETERS);
    const { N, r, p } = PASSWORD_HASH_PARAMETERS;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  });
}

/**
 * Checks a password against a stored hash in constant time, with the stored hash's own
 * parameters, waiting for a free slot.
 */
export function verifyPassword(
  password: string,
  stored: string,
  turn: HashingTurn = { lane: 'account' },
): Promise<boolean> {
  return inHashingSlot(turn, async () => {
    const parsed = parseHash(stored);
    if (!parsed) {
      return false;
    }
    const actual = await scrypt(password, parsed.salt, parsed.key.length, parsed.parameters);
    return actual.length === parsed.key.length && timingSafeEqual(actual, parsed.key);
  });
}

/** Whether a stored hash was made with weaker parameters than today's (login stores a new one). */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  if (!parsed) {
    return true;
  }
  const current = PASSWORD_HASH_PARAMETERS;
  const { N, r, p } = parsed.parameters;
  return N < current.N || r < current.r || p < current.p || parsed.key.length < KEY_LENGTH;
}

function parseHash(stored: string): { parameters: ScryptParameters; salt: Buffer; key: Buffer } | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) {
    return null;
  }
  return {
    parameters: { N: Number(n), r: Number(r), p: Number(p) },
    salt: Buffer.from(salt, 'base64url'),
    key: Buffer.from(key, 'base64url'),
  };
}

/** Whether a given secret is the expected one, in a time that does not tell how much matched. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
