import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';
import { normalizeIp, trustedProxyMatcher } from '../lib/ip-address';

/**
 * The header better-auth reads the client IP from. Only our own middleware sets it, after deleting whatever the client
 * sent (docs/architecture.md#stack-notes: a client-supplied X-Forwarded-For must never key the rate limit, or rotating it bypasses the limit).
 */
export const CLIENT_IP_HEADER = 'x-equipped-client-ip';

/** The paths better-auth's handler answers (app.ts), the only requests that get {@link CLIENT_IP_HEADER} written. */
const AUTH_PATH_PREFIX = '/api/auth/';

/**
 * Notes the client's IP as the context's `clientIp` and, on better-auth's paths, writes it into {@link CLIENT_IP_HEADER}
 * (a client-sent value of that header is removed from every request): the socket's remote address, or — only when the socket peer is
 * one of `trustedProxies` (IPs or CIDR ranges) — the right-most address of that proxy's X-Forwarded-For, which is the
 * peer the proxy itself saw (docs/decisions/0004-auth-rate-limits-and-client-ip.md `TRUSTED_PROXY`). A forwarded value that is not an IP address is ignored.
 * Requests made in-process (`app.request` in tests) have no socket; they may set `x-test-client-ip` only when
 * `allowTestHeader` is true.
 */
export function clientIp(options: { trustedProxies: string[]; allowTestHeader?: boolean }): MiddlewareHandler {
  const isTrustedProxy = trustedProxyMatcher(options.trustedProxies);
  return async (c, next) => {
    let ip: string | undefined;
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined;
    }
    if (!ip && options.allowTestHeader) ip = c.req.header('x-test-client-ip') ?? '127.0.0.1';
    if (ip) ip = normalizeIp(ip);
    if (ip && isTrustedProxy(ip)) {
      const forwarded = c.req
        .header('x-forwarded-for')
        ?.split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .at(-1);
      if (forwarded && isIP(forwarded)) ip = normalizeIp(forwarded);
    }
    // Only better-auth's handler reads the header (its rate limit, a new session's IP); elsewhere a client-sent one is
    // merely removed, and an untouched request keeps the Node adapter's lightweight headers.
    const headers = c.req.raw.headers;
    if (c.req.path.startsWith(AUTH_PATH_PREFIX)) {
      headers.delete(CLIENT_IP_HEADER);
      if (ip) headers.set(CLIENT_IP_HEADER, ip);
    } else if (headers.has(CLIENT_IP_HEADER)) headers.delete(CLIENT_IP_HEADER);
    c.set('clientIp', ip ?? 'unknown');
    await next();
  };
}
