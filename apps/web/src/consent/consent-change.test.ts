import { describe, expect, it } from 'vitest';
import { consentChange } from './consent-change';

const NONE = { statistical: false, marketing: false };
const STATISTICAL = { statistical: true, marketing: false };
const MARKETING = { statistical: false, marketing: true };
const ALL = { statistical: true, marketing: true };

describe('consentChange (SPEC §4)', () => {
  it('applies the first choice made on the home view, whatever it is', () => {
    expect(consentChange(null, ALL, 'home')).toBe('apply');
    expect(consentChange(null, NONE, 'home')).toBe('apply');
  });

  it('reloads when a first choice from the settings view adds a category', () => {
    expect(consentChange(null, STATISTICAL, 'settings')).toBe('reload');
    expect(consentChange(null, NONE, 'settings')).toBe('apply');
  });

  it('reloads when a saved choice gains a category', () => {
    expect(consentChange(NONE, MARKETING, 'settings')).toBe('reload');
    expect(consentChange(STATISTICAL, ALL, 'settings')).toBe('reload');
  });

  it('clears and reloads when a category is withdrawn, even if another is added', () => {
    expect(consentChange(ALL, STATISTICAL, 'settings')).toBe('clear-and-reload');
    expect(consentChange(STATISTICAL, MARKETING, 'settings')).toBe('clear-and-reload');
    expect(consentChange(MARKETING, NONE, 'settings')).toBe('clear-and-reload');
  });

  it('changes nothing when the choice stays the same', () => {
    expect(consentChange(STATISTICAL, STATISTICAL, 'settings')).toBe('apply');
    expect(consentChange(NONE, NONE, 'settings')).toBe('apply');
  });
});
