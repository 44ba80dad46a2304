import { describe, expect, it } from 'vitest';
import { isSafeSlug } from './safe-slug';

describe('isSafeSlug', () => {
  it('accepts ordinary slugs', () => {
    expect(isSafeSlug('jamstalldhet-i-skolan')).toBe(true);
    expect(isSafeSlug('om-kakor')).toBe(true);
  });

  it('refuses what the open-redirect check refuses', () => {
    expect(isSafeSlug('%2F%2Fevil.example')).toBe(false);
    expect(isSafeSlug('..')).toBe(false);
    expect(isSafeSlug('a b')).toBe(false);
    expect(isSafeSlug('<script>')).toBe(false);
  });

  it('refuses more than one path segment, queries and nothing at all', () => {
    expect(isSafeSlug('a/b')).toBe(false);
    expect(isSafeSlug('a?next=//evil')).toBe(false);
    expect(isSafeSlug('a#b')).toBe(false);
    expect(isSafeSlug('')).toBe(false);
    expect(isSafeSlug(null)).toBe(false);
  });
});
