import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono, MiddlewareHandler, Next } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { getSessionCookie } from 'better-auth/cookies';
import { PRELOADED_SHELLS, PRERENDERED_PAGES } from '@/shared/prerendered-pages';
import type { AppEnv } from './env';

/**
 * Whether a path names a file rather than a page of the client router: anything under /assets/, or a last segment with
 * a file extension (`/favicon.ico`, `/old-chunk.js`). No route of the SPA has a dot in its path.
 */
export function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * @hono/node-server's serveStatic with `precompressed`: a file's `.br` (preferred) or `.gz` sibling, which the build
 * writes beside every text file (vite.config.ts), is sent when the request's `Accept-Encoding` names that encoding, with
 * `Content-Encoding`, `Vary: Accept-Encoding` and the original file's `Content-Type`; otherwise the file itself. Every
 * answer of a compressible type carries `Vary: Accept-Encoding`, the identity one too, so that a shared cache does not
 * hand a stored brotli body to a browser that did not ask for it (RFC 9110 §12.5.5). docs/architecture.md#performance.
 */
function serveNegotiated(options: { root: string; path?: string }): MiddlewareHandler {
  const serve = serveStatic({ ...options, precompressed: true });
  return async (c: Context, next: Next) => {
    const result: unknown = await serve(c, next);
    if (!(result instanceof Response)) return;
    if (!result.headers.has('Vary') && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(result.headers.get('Content-Type') ?? '')) {
      result.headers.set('Vary', 'Accept-Encoding');
    }
    return result;
  };
}

/**
 * Serves the built SPA from `webRoot`, brotli or gzip from the build's precompressed files when the browser accepts
 * it ({@link serveNegotiated}): hashed files under /assets with a one-year immutable cache, everything else
 * revalidated. A missing file is a plain 404 — never the app's HTML, which a browser would try to run as the script
 * it asked for (a page still open from before a deploy asks for chunks the deploy removed). A page the build prerendered
 * (src/shared/prerendered-pages.ts: the landing page `/`) is sent from its own file, HTML the browser paints at once
 * (docs/architecture.md#prerendered-landing-page); a page with a preloaded shell (PRELOADED_SHELLS: the library) is sent
its shell when the request carries a session cookie (docs/architecture.md#performance). Any other GET that is not /api or /dev falls back to index.html so
 * the client router can answer it (including its not-found page).
 */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string): void {
  if (!existsSync(path.join(webRoot, 'index.html'))) return;
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';
  // The Cache-Control goes on before serveStatic answers: its `onFound` runs after the response is built, too late to
  // add a header. A file that is not there falls through to the 404 below, which replaces it.
  const assets = serveNegotiated({ root: relativeRoot });
  app.use('/assets/*', (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return assets(c, next);
  });
  // A prerendered page (its HTML already painted, hydrated by the app) for exactly its path, when the build wrote it.
  for (const { path: pagePath, file } of PRERENDERED_PAGES) {
    if (!existsSync(path.join(webRoot, file))) continue;
    const page = serveNegotiated({ root: relativeRoot, path: file });
    app.get(pagePath, (c, next) => {
      c.header('Cache-Control', 'no-cache');
      return page(c, next);
    });
  }
  const files = serveNegotiated({ root: relativeRoot });
  // The app page for every route of the client router, compressed like the files (index.html.br, index.html.gz).
  const appPage = serveNegotiated({ root: relativeRoot, path: 'index.html' });
  // A page with a preloaded shell gets it when the request carries a session cookie (better-auth's getSessionCookie
  // reads the name, __Secure- prefix included; a presence check, not a session check), the app page otherwise; the
  // answer depends on the cookie, so it says so.
  for (const { path: pagePath, file } of PRELOADED_SHELLS) {
    if (!existsSync(path.join(webRoot, file))) continue;
    const shell = serveNegotiated({ root: relativeRoot, path: file });
    app.get(pagePath, async (c, next) => {
      c.header('Cache-Control', 'no-cache');
      const page = await (getSessionCookie(c.req.raw.headers) ? shell : appPage)(c, next);
      if (page instanceof Response) page.headers.set('Vary', 'Accept-Encoding, Cookie');
      return page;
    });
  }
  app.use('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return next();
    c.header('Cache-Control', 'no-cache');
    return files(c, next);
  });
  app.get('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return c.notFound();
    if (isFilePath(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found.', 404);
    }
    c.header('Cache-Control', 'no-cache');
    const page = await appPage(c, next);
    return page instanceof Response ? page : c.text('Not found.', 404);
  });
}
