import { getConnInfo } from '@hono/node-server/conninfo';
import type { MiddlewareHandler } from 'hono';

/**
 * The header better-auth reads the client IP from. Only our own middleware sets it, after deleting whatever the client
 * sent (STACK-NOTES: a client-supplied X-Forwarded-For must never key the rate limit, or rotating it bypasses the limit).
 */
export const CLIENT_IP_HEADER = 'x-equipped-client-ip';

/**
 * Writes the client's IP into {@link CLIENT_IP_HEADER}: the socket's remote address, or — only when the socket peer is
 * one of `trustedProxies` — the right-most address of that proxy's X-Forwarded-For (issue 2 §2 `TRUSTED_PROXY`).
 * Requests made in-process (`app.request` in tests) have no socket; they may set `x-test-client-ip` only when
 * `allowTestHeader` is true.
 */
export function clientIp(options: { trustedProxies: string[]; allowTestHeader?: boolean }): MiddlewareHandler {
  return async (c, next) => {
    let ip: string | undefined;
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined;
    }
    if (!ip && options.allowTestHeader) ip = c.req.header('x-test-client-ip') ?? '127.0.0.1';
    if (ip && options.trustedProxies.includes(ip)) {
      const forwarded = c.req.header('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean);
      ip = forwarded?.at(-1) ?? ip;
    }
    c.req.raw.headers.delete(CLIENT_IP_HEADER);
    if (ip) c.req.raw.headers.set(CLIENT_IP_HEADER, ip);
    c.set('clientIp', ip ?? 'unknown');
    await next();
  };
}
