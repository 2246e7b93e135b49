import { BlockList, isIP } from 'node:net';

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

/**
 * The trusted-proxy matcher (docs/decisions/0004-auth-rate-limits-and-client-ip.md `TRUSTED_PROXY`): each entry an IP address or a CIDR range (`10.0.0.0/8`, `fd00::/8`).
 *
 * Returns a test of one normalised peer address ({@link normalizeIp}).
 *
 * @throws Error naming an entry that is neither (config.ts validates TRUSTED_PROXY with {@link isIpOrCidr} first).
 */
export function trustedProxyMatcher(entries: string[]): (ip: string) => boolean {
  // No proxy trusted (the default): nothing to check, and BlockList.check costs a SocketAddress per request.
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    if (!isIpOrCidr(entry)) throw new Error(`Not an IP address or CIDR range: ${entry}`);
    const [raw, prefix] = entry.split('/') as [string, string | undefined];
    const address = prefix === undefined ? normalizeIp(raw) : raw;
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip) => {
    const family = isIP(ip);
    return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}
