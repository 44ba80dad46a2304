import { isValidEmail } from '../../engine/formatting/validation';

/** The fields of the certificate request form. */
export type CertificateField = 'fullname' | 'email';

/** What the learner has typed. */
export type CertificateFormValues = Record<CertificateField, string>;

/** Why a field is refused: left empty, or not an e-mail address. */
export type CertificateFieldError = 'missing' | 'invalidEmail';

/** The fields in the order they appear, which is the order focus looks for the first error. */
export const CERTIFICATE_FIELDS: readonly CertificateField[] = ['fullname', 'email'];

/**
 * The errors of a certificate request: both fields are needed, and the e-mail address must
 * pass the engine's `isValidEmail` (SPEC §5). Surrounding spaces do not count.
 *
 * @example certificateFormErrors({ fullname: ' ', email: 'anna@' }) // { fullname: 'missing', email: 'invalidEmail' }
 */
export function certificateFormErrors(
  values: CertificateFormValues,
): Partial<Record<CertificateField, CertificateFieldError>> {
  const errors: Partial<Record<CertificateField, CertificateFieldError>> = {};
  const email = values.email.trim();
  if (values.fullname.trim() === '') {
    errors.fullname = 'missing';
  }
  if (email === '') {
    errors.email = 'missing';
  } else if (!isValidEmail(email)) {
    errors.email = 'invalidEmail';
  }
  return errors;
}
