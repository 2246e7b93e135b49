import { isIP } from 'node:net';

/**
 * `::ffff:192.0.2.1` → `192.0.2.1`; any other value unchanged. Node reports IPv4 peers of a dual-stack (`::`) listener —
 * what `serve()` opens without a hostname — in this IPv4-mapped form, which would never equal a TRUSTED_PROXY written
 * as plain IPv4.
 */
export function normalizeIp(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** True for an IPv4/IPv6 address, or a CIDR range (`10.0.0.0/8`, `fd00::/8`) whose prefix fits the family. */
export function isIpOrCidr(value: string): boolean {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
