import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts a client by. An IPv6 client is counted by its /64: a
 * home or an office is given at least a /64 and may use any address in it, so counting single
 * addresses would let one network pass every limit. An IPv4-mapped IPv6 address
 * (`::ffff:192.0.2.7`) is the IPv4 address it carries. Anything else is kept as it is.
 */
export function clientAddressKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (isIPv4(address) || !isIPv6(address)) {
    return ip;
  }
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing IPv4 part split). */
function ipv6Groups(address: string): number[] {
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  let text = address;
  if (isIPv4(tail)) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number);
    text = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16));
  const first = parse(head);
  const last = rest === undefined ? [] : parse(rest);
  return [...first, ...Array<number>(8 - first.length - last.length).fill(0), ...last];
}
