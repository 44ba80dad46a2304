import { describe, expect, it } from 'vitest';
import { certificateCode } from './certificate-code';

describe('certificateCode', () => {
  it('accepts the issued shape in any case, with spaces around', () => {
    expect(certificateCode('K7QM-2XHD-9PRA')).toBe('K7QM-2XHD-9PRA');
    expect(certificateCode(' k7qm-2xhd-9pra ')).toBe('K7QM-2XHD-9PRA');
  });

  it('refuses anything else', () => {
    for (const value of [
      undefined,
      '',
      'K7QM2XHD9PRA',
      'K7QM-2XHD-9PR',
      'K7QM-2XHD-9PRA-1',
      'K7QM-2XHD-9PR/',
      'ÅÄÖA-2XHD-9PRA',
    ]) {
      expect(certificateCode(value), String(value)).toBeNull();
    }
  });
});
