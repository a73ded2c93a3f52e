import { isIP } from 'node:net';

/** Loopback and private (RFC 1918, ULA) addresses: the ones a metrics scraper comes from. */
export function isInternalAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ip = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number];
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  return ip === '::1' || /^f[cd][0-9a-f]{2}:/i.test(ip);
}
