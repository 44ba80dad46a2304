import { deleteCookie, readCookie, writeCookie } from '../http/cookies';

// The cookie names of SPEC §3, as the site's earlier auth module wrote them.
export const AUTH_STRATEGY_COOKIE = 'auth.strategy';
export const AUTH_TOKEN_COOKIE = 'auth._token.local';
export const AUTH_REFRESH_TOKEN_COOKIE = 'auth._refresh_token.local';

/** Sessions last 30 days on the server (SESSION_DAYS); the cookie lasts as long. */
const TOKEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const BEARER_PREFIX = 'Bearer ';

/** The stored bearer token, or null when logged out. */
export function readToken(): string | null {
  const value = readCookie(AUTH_TOKEN_COOKIE);
  if (!value || readCookie(AUTH_STRATEGY_COOKIE) !== 'local') {
    return null;
  }
  const token = value.startsWith(BEARER_PREFIX) ? value.slice(BEARER_PREFIX.length) : value;
  return token === '' || token === 'false' ? null : token;
}

export function storeToken(token: string): void {
  writeCookie(AUTH_STRATEGY_COOKIE, 'local', { maxAge: TOKEN_MAX_AGE_SECONDS });
  writeCookie(AUTH_TOKEN_COOKIE, `${BEARER_PREFIX}${token}`, { maxAge: TOKEN_MAX_AGE_SECONDS });
  // The API issues no refresh tokens; the cookie says so, as the auth module did.
  writeCookie(AUTH_REFRESH_TOKEN_COOKIE, 'false', { maxAge: TOKEN_MAX_AGE_SECONDS });
}

/** Logout or a 401 clears token and refresh token (SPEC §4). */
export function clearToken(): void {
  deleteCookie(AUTH_TOKEN_COOKIE);
  deleteCookie(AUTH_REFRESH_TOKEN_COOKIE);
  deleteCookie(AUTH_STRATEGY_COOKIE);
}
