import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { illustrations } from '../../db/schema';
import { type AppRouter, errorResponses } from '../../http/openapi';
import { NotFound } from '../../lib/errors';

/** A picture's key: 32 hex digits of its content's SHA-256 and its extension (docs/architecture.md#illustrations). */
const ILLUSTRATION_KEY = /^[0-9a-f]{32}\.(?:svg|webp)$/;

/** A year: the longest max-age caches honour (RFC 9111 §5.2.2.1); the address changes with the content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const getIllustrationRoute = createRoute({
  method: 'get',
  path: '/api/illustrations/{key}',
  summary: "An exercise's picture, by content key",
  operationId: 'getIllustration',
  tags: ['Exercises'],
  description:
    "A picture an exercise's `illustration` points at: an SVG line drawing or a WebP. The key is the content's hash, so " +
    'the answer never changes and may be cached for a year. No session needed.',
  request: { params: z.object({ key: z.string().max(100) }) },
  responses: {
    200: {
      description: 'The picture',
      content: {
        'image/svg+xml': { schema: z.string().meta({ format: 'binary' }) },
        'image/webp': { schema: z.string().meta({ format: 'binary' }) },
      },
    },
    304: { description: 'Not Modified: the If-None-Match ETag is this picture (RFC 9110 §15.4.5)' },
    ...errorResponses(404),
  },
});

/**
 * GET /api/illustrations/{key} (docs/architecture.md#illustrations): the stored picture with its content type, cached
 * for a year (immutable) with the key as its ETag and `nosniff`; the site's Content-Security-Policy (no inline script)
 * covers an SVG opened on its own, and stored drawings hold no scripts (optimiseSvg). A key that is not one, or that
 * nothing is stored under, is 404 Not Found.
 */
export function registerIllustrationRoutes(app: AppRouter, database: Database): void {
  app.openapi(getIllustrationRoute, async (c) => {
    const { key } = c.req.valid('param');
    if (!ILLUSTRATION_KEY.test(key)) throw new NotFound('Picture not found');
    const etag = `"${key}"`;
    const [row] = await database.db
      .select({ contentType: illustrations.contentType, body: illustrations.body })
      .from(illustrations)
      .where(eq(illustrations.key, key));
    if (!row) throw new NotFound('Picture not found');
    c.header('Cache-Control', IMMUTABLE);
    c.header('ETag', etag);
    c.header('X-Content-Type-Options', 'nosniff');
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304);
    c.header('Content-Type', row.contentType);
    return c.body(new Uint8Array(row.body), 200);
  });
}
