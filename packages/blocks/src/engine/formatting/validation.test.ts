import { describe, expect, it } from 'vitest';
import { isNumeric, isValidEmail } from './validation';

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(isValidEmail('anna@example.se')).toBe(true);
    expect(isValidEmail('anna.svensson+kurs@mail.example.com')).toBe(true);
    expect(isValidEmail('a_b-c@sub-domain.example.org')).toBe(true);
  });

  it('accepts Swedish letters', () => {
    expect(isValidEmail('åsa.öberg@exempel.se')).toBe(true);
    expect(isValidEmail('kontakt@jämställdhet.se')).toBe(true);
  });

  it('requires a top-level domain of two or more letters', () => {
    expect(isValidEmail('anna@example')).toBe(false);
    expect(isValidEmail('anna@example.s')).toBe(false);
    expect(isValidEmail('anna@example.12')).toBe(false);
    expect(isValidEmail('anna@example.se1')).toBe(false);
  });

  it('refuses missing parts', () => {
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('anna')).toBe(false);
    expect(isValidEmail('@example.se')).toBe(false);
    expect(isValidEmail('anna@')).toBe(false);
    expect(isValidEmail('anna@.se')).toBe(false);
  });

  it('refuses more than one @', () => {
    expect(isValidEmail('anna@@example.se')).toBe(false);
    expect(isValidEmail('anna@b@example.se')).toBe(false);
  });

  it('refuses whitespace anywhere', () => {
    expect(isValidEmail(' anna@example.se')).toBe(false);
    expect(isValidEmail('anna@example.se ')).toBe(false);
    expect(isValidEmail('an na@example.se')).toBe(false);
    expect(isValidEmail('anna@exa mple.se')).toBe(false);
    expect(isValidEmail('anna@example.se\n')).toBe(false);
  });

  it('refuses dots at the edges of domain labels and of the local part', () => {
    expect(isValidEmail('anna@.example.se')).toBe(false);
    expect(isValidEmail('anna@example..se')).toBe(false);
    expect(isValidEmail('anna@example.se.')).toBe(false);
    expect(isValidEmail('.anna@example.se')).toBe(false);
    expect(isValidEmail('anna.@example.se')).toBe(false);
    expect(isValidEmail('an..na@example.se')).toBe(false);
  });

  it('refuses hyphens at the edges of domain labels', () => {
    expect(isValidEmail('anna@-example.se')).toBe(false);
    expect(isValidEmail('anna@example-.se')).toBe(false);
  });

  it('refuses markup characters', () => {
    expect(isValidEmail('<anna>@example.se')).toBe(false);
    expect(isValidEmail('anna@exa<script>.se')).toBe(false);
  });

  it('refuses addresses longer than 254 characters', () => {
    const atLimit = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.se`;
    const overLimit = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.se`;
    expect(atLimit).toHaveLength(254);
    expect(isValidEmail(atLimit)).toBe(true);
    expect(isValidEmail(overLimit)).toBe(false);
  });

  it('refuses a local part longer than 64 characters', () => {
    expect(isValidEmail(`${'a'.repeat(65)}@example.se`)).toBe(false);
  });
});

describe('isNumeric', () => {
  it('accepts finite numbers', () => {
    expect(isNumeric(0)).toBe(true);
    expect(isNumeric(-3.5)).toBe(true);
  });

  it('refuses NaN and infinities', () => {
    expect(isNumeric(Number.NaN)).toBe(false);
    expect(isNumeric(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isNumeric('Infinity')).toBe(false);
  });

  it('accepts numeric strings, trimmed', () => {
    expect(isNumeric('42')).toBe(true);
    expect(isNumeric(' 42 ')).toBe(true);
    expect(isNumeric('-1.25')).toBe(true);
    expect(isNumeric('1e3')).toBe(true);
    expect(isNumeric('0')).toBe(true);
  });

  it('refuses blank and non-numeric strings', () => {
    expect(isNumeric('')).toBe(false);
    expect(isNumeric('   ')).toBe(false);
    expect(isNumeric('abc')).toBe(false);
    expect(isNumeric('12abc')).toBe(false);
    expect(isNumeric('4 2')).toBe(false);
  });

  it('refuses other types', () => {
    expect(isNumeric(null)).toBe(false);
    expect(isNumeric(undefined)).toBe(false);
    expect(isNumeric(true)).toBe(false);
    expect(isNumeric([1])).toBe(false);
    expect(isNumeric({})).toBe(false);
  });
});
