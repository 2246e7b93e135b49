import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { favoriteIdsSchema, favoriteListSchema } from '@/shared/schemas/favorites';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { addFavorite, listFavoriteIds, listFavorites, removeFavorite } from './favorites.service';

const exerciseIdParams = z.object({ exerciseId: z.string().max(100) });

const listRoute = createRoute({
  method: 'get',
  path: '/api/favorites',
  middleware: requireUser(),
  summary: "The signed-in member's favourites, newest first",
  operationId: 'listFavorites',
  tags: ['Favourites'],
  security: SIGNED_IN,
  description:
    'The favourites of the signed-in member with their exercises, newest first. Exercises the member can no longer see are left out.',
  responses: { 200: jsonResponse(favoriteListSchema, 'Favourites with their exercises'), ...errorResponses(401) },
});

const idsRoute = createRoute({
  method: 'get',
  path: '/api/favorites/ids',
  middleware: requireUser(),
  summary: 'Ids of the exercises the signed-in member has favourited',
  operationId: 'listFavoriteIds',
  tags: ['Favourites'],
  security: SIGNED_IN,
  description: "Only the exercise ids of the signed-in member's favourites, for the heart toggles of the library.",
  responses: { 200: jsonResponse(favoriteIdsSchema, 'Exercise ids'), ...errorResponses(401) },
});

const addRoute = createRoute({
  method: 'put',
  path: '/api/favorites/{exerciseId}',
  // docs/product.md#validation: "Adding a favorite requires an authenticated user ('User not authenticated')".
  middleware: requireUser('User not authenticated'),
  summary: 'Save an exercise as a favourite (idempotent)',
  operationId: 'addFavorite',
  tags: ['Favourites'],
  security: SIGNED_IN,
  description:
    "Adds the exercise to the signed-in member's favourites; adding it again changes nothing. 404 when the exercise is missing or not visible to the member.",
  request: { params: exerciseIdParams },
  responses: { 204: { description: 'Saved' }, ...errorResponses(401, 404) },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/api/favorites/{exerciseId}',
  middleware: requireUser(),
  summary: 'Remove an exercise from the favourites (idempotent)',
  operationId: 'removeFavorite',
  tags: ['Favourites'],
  security: SIGNED_IN,
  description: "Removes the exercise from the signed-in member's favourites; removing one that is not there is not an error.",
  request: { params: exerciseIdParams },
  responses: { 204: { description: 'Removed, or was not a favourite' }, ...errorResponses(401, 404) },
});

/**
 * The favourites API (docs/product.md#favourites, docs/product.md#validation): signed-in members only (401 otherwise), each
 * seeing and changing only their own rows.
 */
export function registerFavoriteRoutes(app: AppRouter, database: Database): void {
  app.openapi(listRoute, async (c) => {
    const viewer = c.var.user;
    return c.json({ items: await listFavorites(database, viewer) }, 200);
  });
  app.openapi(idsRoute, async (c) => {
    const viewer = c.var.user;
    return c.json({ items: await listFavoriteIds(database, viewer) }, 200);
  });
  app.openapi(addRoute, async (c) => {
    const viewer = c.var.user;
    await addFavorite(database, viewer, c.req.valid('param').exerciseId);
    return c.body(null, 204);
  });
  app.openapi(removeRoute, async (c) => {
    const viewer = c.var.user;
    await removeFavorite(database, viewer, c.req.valid('param').exerciseId);
    return c.body(null, 204);
  });
}
