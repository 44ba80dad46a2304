import { isRecord } from '@jamstalldhet/contract';
import type { StorageLike } from '../host/storage';
import type { Owner } from './progress-state';

/**
 * Certificate tokens of passed completions, kept for the tab (`CourseStorage.tab`, `sessionStorage` by default), per owner.
 * The token is the only way to request the certificate, and the API gives it once; a reload
 * of the thank-you page must not cost the learner their certificate. It does not outlive
 * the tab: it is a credential, not progress.
 */
const STORAGE_KEY = 'certificateTokens';
type Tokens = Record<string, Record<string, string>>;

/** Tokens per owner, per education id; anything else in the storage is ignored. */
function validTokens(value: unknown): Tokens {
  if (!isRecord(value)) {
    return {};
  }
  const tokens: Tokens = {};
  for (const [owner, byCourse] of Object.entries(value)) {
    if (isRecord(byCourse) && Object.values(byCourse).every((token) => typeof token === 'string')) {
      tokens[owner] = byCourse as Record<string, string>;
    }
  }
  return tokens;
}

function readAll(storage: StorageLike | null): Record<string, Record<string, string>> {
  try {
    return validTokens(JSON.parse(storage?.getItem(STORAGE_KEY) ?? '{}'));
  } catch {
    return {};
  }
}

/** The tokens this tab holds for an owner, by education id. */
export function readCertificateTokens(storage: StorageLike | null, owner: Owner): Record<number, string> {
  return Object.fromEntries(
    Object.entries(readAll(storage)[owner] ?? {}).map(([id, token]) => [Number(id), token]),
  );
}

export function rememberCertificateToken(
  storage: StorageLike | null,
  owner: Owner,
  educationId: number,
  token: string,
): void {
  const all = readAll(storage);
  all[owner] = { ...all[owner], [educationId]: token };
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage refused: the token still lives in memory for this visit.
  }
}
