import { operations } from '@jamstalldhet/contract';
import { isAddressOf } from '../http/call-address';

/**
 * The public calls (access `public` in the contract) whose answers the site caches: the same
 * for anyone, so they may outlive a session. A public read the site starts to cache is added
 * here; until then its answer is dropped at logout like the rest, which is the safe side.
 */
// The mailed links' checks are public too, but their pages are opened from a mail, once: kept
// off this list so every page's first load need not carry those calls.
const ANYONES_CALLS = [
  operations.getSiteSettings,
  operations.checkCertificate,
] as const satisfies ReadonlyArray<{
  access: 'public';
}>;

/**
 * Whether a cached answer is anyone's, by its SWR key (the call's address, alone or first in
 * the key). Every other answer was read with the session: the user's own, the staff pages',
 * pages and the course list with the learner's status. None of those may outlive a logout.
 */
export function isAnyonesAnswer(key: unknown): boolean {
  const address = Array.isArray(key) ? key[0] : key;
  return typeof address === 'string' && ANYONES_CALLS.some((operation) => isAddressOf(operation, address));
}
