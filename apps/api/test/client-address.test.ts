import { describe, expect, it } from 'vitest';
import { clientAddressKey } from '../src/http/client-address';

// Issue 21: a per-address limit counts an IPv6 client by its /64, the smallest block a home or
// office is given, so one network cannot pass a limit by walking through its own addresses.

describe('clientAddressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientAddressKey('192.0.2.7')).toBe('192.0.2.7');
  });

  it('gives every address of one IPv6 /64 the same key, and another /64 another', () => {
    const key = clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0DB8:0001:0002::1')).toBe(key);
    expect(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientAddressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientAddressKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('keeps what is no address as it is', () => {
    expect(clientAddressKey('okänd')).toBe('okänd');
  });
});
