import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE_MAX_AGE_SECONDS, readLocale, writeLocale } from './locale-cookie';

describe('the locale cookie (SPEC §4, §9)', () => {
  it('lasts 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 86_400);
  });

  it('defaults to sv-SE', () => {
    expect(readLocale()).toBe('sv-SE');
  });

  it('reads back the chosen locale', () => {
    writeLocale('en-US');
    expect(readLocale()).toBe('en-US');
  });

  it('ignores a value that is not a language tag', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets a cookie as a browser would
    document.cookie = 'locale=../../etc; path=/';
    expect(readLocale()).toBe('sv-SE');
  });
});
