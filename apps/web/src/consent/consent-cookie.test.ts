import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearOptionalCookies, readConsentChoice, saveConsentChoice } from './consent-cookie';

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies as a browser would
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cookieSettings cookie (SPEC §3)', () => {
  it('reads back what was saved', () => {
    saveConsentChoice({ statistical: true, marketing: false });
    expect(readConsentChoice()).toEqual({ statistical: true, marketing: false });
    saveConsentChoice({ statistical: false, marketing: true });
    expect(readConsentChoice()).toEqual({ statistical: false, marketing: true });
    saveConsentChoice({ statistical: false, marketing: false });
    expect(readConsentChoice()).toEqual({ statistical: false, marketing: false });
  });

  it('never stores functional, which is always on', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    saveConsentChoice({ statistical: true, marketing: true });
    expect(writes).toHaveBeenCalledWith(
      `cookieSettings=${encodeURIComponent('{"approved":["statistical","marketing"]}')}; path=/; SameSite=Lax; max-age=31536000`,
    );
  });

  it('is no choice when missing', () => {
    expect(readConsentChoice()).toBeNull();
  });

  it.each([
    ['not JSON', 'statistical'],
    ['JSON without the list', '{}'],
    ['a list that is not a list', '{"approved":"statistical"}'],
    ['an unknown category', '{"approved":["statistical","tracking"]}'],
    ['functional, which is never stored', '{"approved":["functional"]}'],
    ['null', 'null'],
  ])('is no choice when %s', (_case, value) => {
    setCookie('cookieSettings', value);
    expect(readConsentChoice()).toBeNull();
  });
});

describe('clearOptionalCookies (SPEC §3, §4)', () => {
  it('removes every cookie but the functional ones', () => {
    for (const name of ['_ga', '_gid', 'locale', 'cookieSettings', 'currentEducation', 'progress']) {
      setCookie(name, '1');
    }
    setCookie('auth.strategy', 'local');
    setCookie('auth._token.local', 'Bearer abc');
    setCookie('auth._refresh_token.local', 'false');

    clearOptionalCookies();

    expect(
      document.cookie
        .split('; ')
        .map((cookie) => cookie.split('=')[0])
        .sort(),
    ).toEqual([
      'auth._refresh_token.local',
      'auth._token.local',
      'auth.strategy',
      'cookieSettings',
      'currentEducation',
      'progress',
    ]);
  });
});
