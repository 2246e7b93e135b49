import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import type { ErrorBody } from './errors';

/**
 * Security headers (docs/architecture.md#a-request): a CSP the built SPA runs under (scripts and styles from our origin only; inline style
 * attributes, which Radix positions popovers with; video embeds from YouTube's no-cookie host and Vimeo; video files
 * from any web address, http included, since docs/product.md#validation plays every .mp4/.webm/… link in a video element), nosniff,
 * frame-ancestors 'none', and a strict referrer policy.
 */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https://i.ytimg.com', 'https://i.vimeocdn.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'https:', 'http:'],
      frameSrc: ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * Refuses bodies over `maxBytes` with 413 in the API's error shape (docs/architecture.md#errors); a path of `larger`
 * (exact, e.g. a file import) takes its own limit instead. GET and HEAD carry no body (RFC 9110 §9.3.1) and pass
 * untouched: asking them for one makes the Node adapter build a full Request.
 */
export function limitBody(maxBytes: number, larger: ReadonlyMap<string, number> = new Map()): MiddlewareHandler {
  const limiter = (max: number) =>
    bodyLimit({
      maxSize: max,
      onError: (c) =>
        c.json<ErrorBody>({ error: { code: 'PAYLOAD_TOO_LARGE', message: `The request body is larger than ${max} bytes.` } }, 413),
    });
  const limit = limiter(maxBytes);
  const limits = new Map([...larger].map(([path, max]) => [path, limiter(Math.max(max, maxBytes))]));
  return (c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (limits.get(c.req.path) ?? limit)(c, next));
}

/** One structured pino line per request (method, path, status, duration in ms), and a child logger in `c.var.logger`. */
export function requestLogger(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    c.set('logger', logger);
    await next();
    const durationMs = Math.round((performance.now() - started) * 10) / 10;
    const level = c.res.status >= 500 ? 'error' : 'info';
    logger[level]({ method: c.req.method, path: c.req.path, status: c.res.status, durationMs }, 'request');
  };
}

/** JSON bodies, `application/json` and its `+json` kinds (`application/problem+json`), and SVG drawings (text too). */
const JSON_CONTENT_TYPE = /^\s*(?:application\/(?:[\w.-]+\+)?json|image\/svg\+xml)(?:[;\s]|$)/i;

/** API answers smaller than this many bytes go out uncompressed: below it gzip saves less than it costs (docs/architecture.md#performance). */
export const API_COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Gzip (or deflate) for JSON and SVG answers of at least {@link API_COMPRESSION_THRESHOLD_BYTES}, chosen by `Accept-Encoding`,
 * with `Vary: Accept-Encoding` (docs/architecture.md#performance). Hono's compress middleware (hono/compress) does the
 * work at zlib's default level through CompressionStream; it leaves alone answers already encoded, partial (206), HEAD,
 * marked `no-transform`, and every type but JSON and SVG — so the event stream of /api/events is never buffered or compressed.
 *
 * Hono's threshold reads `Content-Length`, which `c.json` does not set: the inner half measures JSON bodies (already
 * whole in memory) and sets it, so small answers really do stay uncompressed. A request whose `Accept-Encoding`
 * names neither gzip nor deflate gets nothing compressed, so its answer is not measured either.
 */
export function compressJson(): MiddlewareHandler[] {
  const compressor = compress({ threshold: API_COMPRESSION_THRESHOLD_BYTES, contentTypeFilter: JSON_CONTENT_TYPE });
  const accepted = (c: Context) => /\b(?:gzip|deflate)\b/i.test(c.req.header('Accept-Encoding') ?? '');
  const outer: MiddlewareHandler = async (c, next) => {
    if (accepted(c)) return compressor(c, next);
    // Nothing will be compressed, but the answer still varies by Accept-Encoding. Said before the route answers: a
    // header added to a finished answer makes the Node adapter rebuild it as a full Response with a body stream.
    c.header('Vary', 'Accept-Encoding', { append: true });
    await next();
  };
  const measure: MiddlewareHandler = async (c, next) => {
    await next();
    if (!accepted(c)) return;
    const response = c.res;
    const type = response.headers.get('Content-Type') ?? '';
    if (
      !response.body ||
      response.headers.has('Content-Length') ||
      response.headers.has('Content-Encoding') ||
      !JSON_CONTENT_TYPE.test(type)
    )
      return;
    const body = await response.arrayBuffer();
    c.res = new Response(body, response);
    c.res.headers.set('Content-Length', String(body.byteLength));
  };
  return [outer, measure];
}
