import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './env';

/**
 * Serves the built SPA from `webRoot` (ARCHITECTURE.md §1): hashed files under /assets with a one-year immutable cache,
 * everything else revalidated; any GET that is not /api or /dev falls back to index.html so the client router can
 * answer it (including its not-found page).
 */
export function mountStaticSite(app: Hono<AppEnv>, webRoot: string): void {
  const indexFile = path.join(webRoot, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const relativeRoot = path.relative(process.cwd(), webRoot) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root: relativeRoot,
      onFound: (_path, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', async (c, next) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return next();
    return serveStatic({ root: relativeRoot, onFound: (_path, ctx) => void ctx.header('Cache-Control', 'no-cache') })(c, next);
  });
  app.get('*', (c) => {
    if (c.req.path.startsWith('/api/') || c.req.path.startsWith('/dev/')) return c.notFound();
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml);
  });
}
