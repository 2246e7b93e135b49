import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * Whether a path names a file rather than a page of the client router: anything under /assets/, or a last segment with
 * a file extension (`/favicon.ico`, `/old-chunk.js`). No route of the SPA has a dot in its path.
 */
export function isFilePath(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * Serves the built SPA from `webRoot`: hashed files under /assets with a one-year immutable cache, everything else
 * revalidated. A missing file is a plain 404 — never the app's HTML, which a browser would try to run as the script
 * it asked for (a page still open from before a deploy asks for chunks the deploy removed). Any other GET that is not
 * /api or /dev falls back to index.html so the client router can answer it (including its not-found page).
 */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string): void {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';
  // The Cache-Control goes on before serveStatic answers: its `onFound` runs after the response is built, too late to
  // add a header. A file that is not there falls through to the 404 below, which replaces it.
  const assets = serveStatic({ root: relativeRoot });
  app.use('/assets/*', (c, next) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return assets(c, next);
  });
  const files = serveStatic({ root: relativeRoot });
  app.use('*', (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return next();
    c.header('Cache-Control', 'no-cache');
    return files(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return c.notFound();
    if (isFilePath(c.req.path)) {
      c.header('Cache-Control', 'no-store');
      return c.text('Not found.', 404);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
