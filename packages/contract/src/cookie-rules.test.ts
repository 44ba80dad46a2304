import { describe, expect, it } from 'vitest';
import { CookieSettingsSchema } from './cookie';
import { consentChoiceOf } from './cookie-rules';

const VALUES = [
  '{"approved":[]}',
  '{"approved":["statistical"]}',
  '{"approved":["marketing","statistical"]}',
  '{"approved":["statistical","statistical"]}',
  '{"approved":["functional"]}',
  '{"approved":["statistical",1]}',
  '{"approved":"statistical"}',
  '{"approved":null}',
  '{}',
  '[]',
  'null',
  '"statistical"',
  '{"approved":["marketing"],"extra":true}',
  'inte json',
];

describe('consentChoiceOf', () => {
  it('reads a choice exactly when the cookie schema accepts it', () => {
    for (const value of VALUES) {
      const parsed = (() => {
        try {
          return CookieSettingsSchema.safeParse(JSON.parse(value));
        } catch {
          return { success: false as const };
        }
      })();
      // `{}` is the schema's default (nothing approved) but not a choice: the popup asks.
      const accepted = parsed.success && value !== '{}';
      expect(consentChoiceOf(value) !== null, value).toBe(accepted);
    }
  });

  it('gives each category as chosen, and null for no cookie', () => {
    expect(consentChoiceOf('{"approved":["marketing"]}')).toEqual({ statistical: false, marketing: true });
    expect(consentChoiceOf(null)).toBeNull();
    expect(consentChoiceOf(undefined)).toBeNull();
  });
});
