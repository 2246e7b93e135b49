import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { normalizeIp, trustedProxyMatcher } from '../lib/ip-address';
import { newRequestId, REQUEST_ID_PATTERN, withRequestId } from '../lib/request-context';

/** The header a request id travels in, both ways (docs/architecture.md#request-ids). */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The socket peer's address, or — for a request made in-process by a test — its `x-test-client-ip` when allowed. */
function peerAddress(c: Context, allowTestHeader: boolean): string | undefined {
  let ip: string | undefined;
  try {
    ip = getConnInfo(c).remote.address;
  } catch {
    ip = undefined;
  }
  if (!ip && allowTestHeader) ip = c.req.header('x-test-client-ip') ?? '127.0.0.1';
  return ip ? normalizeIp(ip) : undefined;
}

/**
 * Gives every request an id (docs/architecture.md#request-ids): the `X-Request-Id` a trusted proxy sent (`trustedProxies`,
 * the TRUSTED_PROXY list; a value matching {@link REQUEST_ID_PATTERN}), else a new UUID. The id is answered in the
 * `X-Request-Id` response header and is the current request id (lib/request-context.ts) of everything that runs while
 * the request is served — so each log line carries it. A client that is not a trusted proxy cannot choose its id.
 */
export function requestId(options: { trustedProxies: string[]; allowTestHeader?: boolean }): MiddlewareHandler {
  const isTrustedProxy = trustedProxyMatcher(options.trustedProxies);
  const trustsNobody = options.trustedProxies.length === 0 && !options.allowTestHeader;
  return (c, next) => {
    let id: string | undefined;
    if (!trustsNobody) {
      const sent = c.req.header(REQUEST_ID_HEADER);
      const peer = sent === undefined ? undefined : peerAddress(c, options.allowTestHeader ?? false);
      if (sent !== undefined && peer !== undefined && isTrustedProxy(peer) && REQUEST_ID_PATTERN.test(sent)) id = sent;
    }
    id ??= newRequestId();
    c.set('requestId', id);
    // Said before the route answers, like Vary in compressJson: a header added to a finished answer makes the Node
    // adapter rebuild it. A route that answers with a Response of its own (better-auth, static files) drops what was
    // said before, so it is added to that answer afterwards.
    c.header(REQUEST_ID_HEADER, id);
    return withRequestId(id, async () => {
      await next();
      if (c.res.headers.get(REQUEST_ID_HEADER) === id) return;
      try {
        c.res.headers.set(REQUEST_ID_HEADER, id);
      } catch {
        // A Response with immutable headers (one fetched from elsewhere): copied once.
        const copy = new Response(c.res.body, c.res);
        copy.headers.set(REQUEST_ID_HEADER, id);
        c.res = undefined;
        c.res = copy;
      }
    });
  };
}

/** JSON answers (`application/json` and its `+json` kinds). */
const JSON_TYPE = /^\s*application\/(?:[\w.-]+\+)?json(?:[;\s]|$)/i;

/**
 * Writes the request id into every JSON error answer of the API (status 400 and up; docs/architecture.md#errors): as
 * `error.requestId` in the API's `ErrorBody`, and as a top-level `requestId` in better-auth's `{ code, message }`
 * bodies, so the sentence a member reports leads to the log lines of that request. Runs inside the compression
 * middleware (it reads the body as the route wrote it) and outside everything that can refuse a request.
 */
export function errorRequestId(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (response.status < 400 || !response.body || !JSON_TYPE.test(response.headers.get('Content-Type') ?? '')) return;
    const id = c.get('requestId');
    if (!id) return;
    let body: unknown;
    try {
      body = await response.clone().json();
    } catch {
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    const error = record.error;
    let rewritten: Record<string, unknown>;
    if (typeof error === 'object' && error !== null && !Array.isArray(error)) rewritten = { ...record, error: { ...error, requestId: id } };
    else if (typeof record.message === 'string') rewritten = { ...record, requestId: id };
    else return;
    const headers = new Headers(response.headers);
    headers.delete('Content-Length');
    c.res = undefined;
    c.res = new Response(JSON.stringify(rewritten), { status: response.status, statusText: response.statusText, headers });
  };
}
