import { CERTIFICATE_CODE_PATTERN } from '@jamstalldhet/contract';

/**
 * The shape of a certificate's verification code, as the API issues it (`K7QM-2XHD-9PRA`:
 * three groups of four letters and digits). Only a code of this shape is asked about: the API
 * would answer anything else as unknown anyway.
 */
const CODE = CERTIFICATE_CODE_PATTERN;

/**
 * The code as the API knows it, or null when it cannot be one. Codes are read aloud and typed
 * by hand, so case and surrounding spaces do not matter.
 *
 * @example certificateCode(' k7qm-2xhd-9pra ') // 'K7QM-2XHD-9PRA'
 * certificateCode('K7QM2XHD') // null
 */
export function certificateCode(value: string | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return CODE.test(code) ? code : null;
}
