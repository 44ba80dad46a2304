const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_PART_LENGTH = 64;

// RFC 5322 "atext" plus Unicode letters, so that addresses with å, ä and ö are not refused.
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?$/u;
const TOP_LEVEL_DOMAIN = /^\p{L}{2,}$/u;

/**
 * Whether a text is an e-mail address of the form local@domain with a top-level domain of two or
 * more letters (SPEC §5).
 *
 * @example
 * isValidEmail('anna@example.se'); // true
 * isValidEmail('anna@example'); // false
 */
export function isValidEmail(value: string): boolean {
  if (typeof value !== 'string' || value.length > MAX_EMAIL_LENGTH) {
    return false;
  }
  const parts = value.split('@');
  if (parts.length !== 2) {
    return false;
  }
  const [localPart = '', domain = ''] = parts;
  if (localPart.length > MAX_LOCAL_PART_LENGTH || !LOCAL_PART.test(localPart)) {
    return false;
  }
  const labels = domain.split('.');
  const topLevelDomain = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !TOP_LEVEL_DOMAIN.test(topLevelDomain)) {
    return false;
  }
  return labels.every((label) => DOMAIN_LABEL.test(label));
}
