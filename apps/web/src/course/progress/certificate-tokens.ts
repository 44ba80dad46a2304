import { z } from 'zod';
import type { Owner } from './progress-state';

/**
 * Certificate tokens of passed completions, kept for the tab (`sessionStorage`), per owner.
 * The token is the only way to request the certificate, and the API gives it once; a reload
 * of the thank-you page must not cost the learner their certificate. It does not outlive
 * the tab: it is a credential, not progress.
 */
const STORAGE_KEY = 'certificateTokens';
const TokensSchema = z.record(z.string(), z.record(z.string(), z.string()));

function readAll(): Record<string, Record<string, string>> {
  try {
    const parsed = TokensSchema.safeParse(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}'));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** The tokens this tab holds for an owner, by education id. */
export function readCertificateTokens(owner: Owner): Record<number, string> {
  return Object.fromEntries(Object.entries(readAll()[owner] ?? {}).map(([id, token]) => [Number(id), token]));
}

export function rememberCertificateToken(owner: Owner, educationId: number, token: string): void {
  const all = readAll();
  all[owner] = { ...all[owner], [educationId]: token };
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Storage refused: the token still lives in memory for this visit.
  }
}
