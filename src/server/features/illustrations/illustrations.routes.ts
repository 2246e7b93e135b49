import { createRoute } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { illustrations } from '../../db/schema';
import { adminExerciseResponseSchema } from '@/shared/schemas/admin';
import { illustrationUploadSchema } from '@/shared/schemas/illustrations';
import { ADMIN_ONLY, type AppRouter, errorResponses, jsonBody, jsonResponse } from '../../http/openapi';
import { NotFound } from '../../lib/errors';
import { removeIllustration, setUploadedIllustration } from './illustrations.service';

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

const idParams = z.object({ id: z.string().max(100) });

const uploadRoute = createRoute({
  method: 'put',
  path: '/api/admin/exercises/{id}/illustration',
  summary: "Admin: replace an exercise's pictures with uploaded ones",
  operationId: 'adminPutIllustration',
  ...ADMIN_ONLY,
  description:
    'The start position and optionally the end position as PNG, JPEG or WebP data URLs (at most 300 KB each). Both are ' +
    're-encoded as WebP without metadata; an SVG or anything else is refused with 422 under its field.',
  request: { params: idParams, body: jsonBody(illustrationUploadSchema) },
  responses: {
    200: jsonResponse(adminExerciseResponseSchema, 'The exercise with its new pictures'),
    ...errorResponses(401, 403, 404, 422),
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/admin/exercises/{id}/illustration',
  summary: "Admin: remove an exercise's pictures",
  operationId: 'adminDeleteIllustration',
  ...ADMIN_ONLY,
  description: 'Removes the pictures, uploaded or imported; a picture no exercise shows any more is deleted.',
  request: { params: idParams },
  responses: { 200: jsonResponse(adminExerciseResponseSchema, 'The exercise without pictures'), ...errorResponses(401, 403, 404) },
});

/**
 * GET /api/illustrations/{key} (docs/architecture.md#illustrations): the stored picture with its content type, cached
 * for a year (immutable) with the key as its ETag and `nosniff`; the site's Content-Security-Policy (no inline script)
 * covers an SVG opened on its own, and stored drawings hold no scripts (optimiseSvg). A key that is not one, or that
 * nothing is stored under, is 404 Not Found. PUT and DELETE /api/admin/exercises/{id}/illustration: an admin replaces or
 * removes an exercise's pictures (illustrations.service.ts).
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
  app.openapi(uploadRoute, async (c) =>
    c.json({ exercise: await setUploadedIllustration(database, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(removeRoute, async (c) => c.json({ exercise: await removeIllustration(database, c.req.valid('param').id) }, 200));
}
