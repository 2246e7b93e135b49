import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { activeGymInputSchema, activeGymSchema, gymInputSchema, gymListSchema, gymPatchSchema, gymSchema } from '@/shared/schemas/gyms';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { createGym, deleteGym, listGyms, setActiveGym, updateGym } from './gyms.service';

const gymIdParams = z.object({ id: z.string().max(100) });
const gymAnswer = z.object({ gym: gymSchema });

const listRoute = createRoute({
  method: 'get',
  path: '/api/gyms',
  middleware: requireUser(),
  summary: "The signed-in member's gyms, oldest first",
  operationId: 'listGyms',
  tags: ['Gyms'],
  security: SIGNED_IN,
  description:
    "The member's gyms with their equipment, which one is active, and how many exercises the member can see that each makes possible (every required item in the gym; body-weight exercises always).",
  responses: { 200: jsonResponse(gymListSchema, 'The gyms'), ...errorResponses(401) },
});

const createGymRoute = createRoute({
  method: 'post',
  path: '/api/gyms',
  middleware: requireUser(),
  summary: 'Create a gym',
  operationId: 'createGym',
  tags: ['Gyms'],
  security: SIGNED_IN,
  description:
    "Creates a gym from a name and equipment names of the taxonomy (unknown names: 422 naming them). 409 LIMIT_REACHED for an 11th gym; 409 CONFLICT when another of the member's gyms has the name. `isActive: true` makes it the active gym.",
  request: { body: jsonBody(gymInputSchema) },
  responses: { 201: jsonResponse(gymAnswer, 'Created'), ...errorResponses(401, 409, 422) },
});

const updateGymRoute = createRoute({
  method: 'patch',
  path: '/api/gyms/{id}',
  middleware: requireUser(),
  summary: 'Rename a gym or change its equipment',
  operationId: 'updateGym',
  tags: ['Gyms'],
  security: SIGNED_IN,
  description: "Changes the name, the equipment, or both. 404 when the gym is not the member's own.",
  request: { params: gymIdParams, body: jsonBody(gymPatchSchema) },
  responses: { 200: jsonResponse(gymAnswer, 'Updated'), ...errorResponses(401, 404, 409, 422) },
});

const deleteGymRoute = createRoute({
  method: 'delete',
  path: '/api/gyms/{id}',
  middleware: requireUser(),
  summary: 'Delete a gym',
  operationId: 'deleteGym',
  tags: ['Gyms'],
  security: SIGNED_IN,
  description: "Deletes the gym; deleting the active gym leaves none active. 404 when the gym is not the member's own.",
  request: { params: gymIdParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

const activeRoute = createRoute({
  method: 'put',
  path: '/api/gyms/active',
  middleware: requireUser(),
  summary: 'Choose the active gym, or none',
  operationId: 'setActiveGym',
  tags: ['Gyms'],
  security: SIGNED_IN,
  description:
    "Makes one of the member's gyms the active one (the library, compare and workouts follow it), or none with `gymId: null`. Kept per account. 404 when the gym is not the member's own.",
  request: { body: jsonBody(activeGymInputSchema) },
  responses: { 200: jsonResponse(activeGymSchema, 'The active gym'), ...errorResponses(401, 404, 422) },
});

/**
 * The gyms API (docs/product.md#my-gyms): signed-in members only (401 otherwise), each seeing and changing only their
 * own gyms; another member's gym answers 404.
 */
export function registerGymRoutes(app: AppRouter, database: Database): void {
  app.openapi(listRoute, async (c) => c.json({ items: await listGyms(database, c.var.user) }, 200));
  app.openapi(createGymRoute, async (c) => c.json({ gym: await createGym(database, c.var.user, c.req.valid('json')) }, 201));
  app.openapi(activeRoute, async (c) => c.json(await setActiveGym(database, c.var.user, c.req.valid('json').gymId), 200));
  app.openapi(updateGymRoute, async (c) =>
    c.json({ gym: await updateGym(database, c.var.user, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(deleteGymRoute, async (c) => {
    await deleteGym(database, c.var.user, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
