import { describe, expect, it } from 'vitest';
import { readCookie } from '../http/cookies';
import { clearToken, readToken, storeToken } from './auth-cookies';

describe('session cookies (SPEC §3)', () => {
  it('stores the token in the auth cookies and reads it back', () => {
    storeToken('abcdefghijklmnopqrstuvwxyz');
    expect(readCookie('auth.strategy')).toBe('local');
    expect(readCookie('auth._token.local')).toBe('Bearer abcdefghijklmnopqrstuvwxyz');
    expect(readCookie('auth._refresh_token.local')).toBe('false');
    expect(readToken()).toBe('abcdefghijklmnopqrstuvwxyz');
  });

  it('clears token, refresh token and strategy', () => {
    storeToken('abcdefghijklmnopqrstuvwxyz');
    clearToken();
    expect(readToken()).toBeNull();
    expect(readCookie('auth._token.local')).toBeNull();
    expect(readCookie('auth._refresh_token.local')).toBeNull();
  });

  it('reads no token without the local strategy', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: setting up a foreign cookie for the test
    document.cookie = 'auth._token.local=Bearer%20abc; path=/';
    expect(readToken()).toBeNull();
  });
});
