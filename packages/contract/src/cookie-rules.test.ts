import { describe, expect, it } from 'vitest';
import { CookieSettingsSchema } from './cookie';
import { asksForCookieChoice, consentChoiceOf } from './cookie-rules';

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

describe('asksForCookieChoice', () => {
  const visit = { chosen: false, onCookiePage: false, clientIp: '192.0.2.7', vendorIps: ['198.51.100.1'] };

  it('asks a visitor who has not chosen, anywhere but the cookie page', () => {
    expect(asksForCookieChoice(visit)).toBe(true);
    expect(asksForCookieChoice({ ...visit, clientIp: null })).toBe(true);
    expect(asksForCookieChoice({ ...visit, chosen: true })).toBe(false);
    expect(asksForCookieChoice({ ...visit, onCookiePage: true })).toBe(false);
  });

  it('never asks the analytics vendor, also at its IPv4 written as IPv6', () => {
    expect(asksForCookieChoice({ ...visit, clientIp: '198.51.100.1' })).toBe(false);
    expect(asksForCookieChoice({ ...visit, clientIp: '::ffff:198.51.100.1' })).toBe(false);
  });
});
