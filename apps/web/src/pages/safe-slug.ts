import { isSafeRedirectPath } from '@jamstalldhet/blocks/engine';

/**
 * Whether a slug from the address may be shown (SPEC §5): one path segment that passes the
 * engine's open-redirect check as `/{slug}`. Anything else leads to the not-found page.
 *
 * @example isSafeSlug('jamstalldhet-i-skolan') // true
 * isSafeSlug('%2F%2Fevil.example') // false
 */
export function isSafeSlug(slug: string | null | undefined): slug is string {
  if (!slug || /[/?#\\]/.test(slug)) {
    return false;
  }
  return isSafeRedirectPath(`/${slug}`);
}
