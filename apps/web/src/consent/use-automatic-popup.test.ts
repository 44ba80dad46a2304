import { isVendorIp } from '@jamstalldhet/contract';
import { describe, expect, it } from 'vitest';

describe('isVendorIp (SPEC §4, §9)', () => {
  const vendorIps = ['192.0.2.10', '2001:DB8::1'];

  it('finds an IP on the list', () => {
    expect(isVendorIp('192.0.2.10', vendorIps)).toBe(true);
    expect(isVendorIp(' 192.0.2.10 ', vendorIps)).toBe(true);
  });

  it('finds an IPv4 address written as IPv6, and IPv6 in any case', () => {
    expect(isVendorIp('::ffff:192.0.2.10', vendorIps)).toBe(true);
    expect(isVendorIp('2001:db8::1', vendorIps)).toBe(true);
  });

  it('does not find other addresses, or none', () => {
    expect(isVendorIp('192.0.2.1', vendorIps)).toBe(false);
    expect(isVendorIp('192.0.2.100', vendorIps)).toBe(false);
    expect(isVendorIp(null, vendorIps)).toBe(false);
    expect(isVendorIp('192.0.2.10', [])).toBe(false);
  });
});
