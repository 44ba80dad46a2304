import { SettingsSchema } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';
import { consentTexts, DEFAULT_COOKIE_CONSENT_TEXT } from './consent-texts';

const categories = [
  { id: 'marketing', title: 'Filmer', description: 'YouTube och Vimeo.' },
  { id: 'statistical', title: 'Statistik', description: 'Besök räknas.' },
] as const;

const popup = {
  title: 'Kakor här',
  text: '<p>Text</p>',
  btn_accept_all: 'Ja',
  btn_cookie_settings: 'Välj',
  btn_deny_all: 'Nej',
};

describe('consentTexts (SPEC §3)', () => {
  it('uses the defaults when the settings have no texts, or are not loaded', () => {
    expect(consentTexts(undefined)).toEqual(DEFAULT_COOKIE_CONSENT_TEXT);
    expect(consentTexts(SettingsSchema.parse({}))).toEqual(DEFAULT_COOKIE_CONSENT_TEXT);
  });

  it("uses the settings' texts, with the categories in the order functional, statistical, marketing", () => {
    const settings = SettingsSchema.parse({
      cookie_consent: {
        popup,
        settings: { title: 'Val', text: '', btn_accept_selections: 'Spara', cookie_categories: categories },
      },
    });
    const texts = consentTexts(settings);
    expect(texts.popup.title).toBe('Kakor här');
    expect(texts.settings.cookie_categories.map((category) => category.title)).toEqual([
      'Nödvändiga kakor',
      'Statistik',
      'Filmer',
    ]);
  });
});
