import { describe, expect, it } from 'vitest';
import { afterLoginPath, rememberRedirect, takeRememberedRedirect } from './redirect-memory';

describe('after-login redirect (SPEC §4, §5)', () => {
  it('goes to a safe next path', () => {
    expect(afterLoginPath('/mina-sidor/mina-utbildningar')).toBe('/mina-sidor/mina-utbildningar');
  });

  it('ignores unsafe next paths and goes home', () => {
    for (const unsafe of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '/%2f%2fevil.example',
      'mina-sidor',
    ]) {
      expect(afterLoginPath(unsafe)).toBe('/');
    }
  });

  it('uses the remembered path when there is no safe next, once', () => {
    rememberRedirect('/jamstalldhet-i-skolan/1/1/1');
    expect(afterLoginPath('//evil.example')).toBe('/jamstalldhet-i-skolan/1/1/1');
    expect(afterLoginPath(null)).toBe('/');
  });

  it('never remembers an unsafe path', () => {
    rememberRedirect('//evil.example');
    expect(takeRememberedRedirect()).toBeNull();
  });
});
