// The e-mail rule is the contract's (the API's input schemas use it): one rule for both.
export { isValidEmail } from '@jamstalldhet/contract';

/**
 * Whether a value is a number, or a non-blank string that parses as a finite number (SPEC §5).
 *
 * @example
 * isNumeric(' 42 '); // true
 * isNumeric('4 2'); // false
 */
export function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') {
    return Number.isFinite(value);
  }
  if (typeof value !== 'string') {
    return false;
  }
  const trimmed = value.trim();
  // `Number('')` is 0, so a blank answer must be refused before parsing.
  return trimmed !== '' && Number.isFinite(Number(trimmed));
}
