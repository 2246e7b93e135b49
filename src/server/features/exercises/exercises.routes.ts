import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { exerciseSchema } from '@/shared/schemas/exercise';
import { alternativesQuerySchema, alternativesSchema } from '@/shared/schemas/alternatives';
import { ALTERNATIVES_MAX } from '@/shared/limits';
import {
  equipmentListSchema,
  exerciseListSchema,
  exercisesQuerySchema,
  exerciseAutocompleteSchema,
  AUTOCOMPLETE_MAX,
  autocompleteQuerySchema,
} from '@/shared/schemas/exercises-query';
import type { Database } from '../../db/client';
import { type AppRouter, errorResponses, jsonResponse, SESSION_OPTIONAL } from '../../http/openapi';
import { equipmentOfGym } from '../gyms/gyms.service';
import {
  findAlternatives,
  getExercise,
  getExercisesByIds,
  listEquipment,
  searchExercises,
  autocompleteExercises,
} from './exercises.service';

const listExercisesRoute = createRoute({
  method: 'get',
  path: '/api/exercises',
  summary: 'One page of the Exercise Library: search, filters, sort, paging',
  operationId: 'listExercises',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description:
    'Anonymous callers and members without a subscription receive only sample exercises (sampleOnly true). With a ' +
    'non-empty q and no sort the order is relevance; otherwise name ascending by default. With gym (one of the ' +
    "caller's gyms; 404 for any other, and for anonymous callers) only exercises whose every required item the gym has, " +
    'body-weight ones always.',
  request: { query: exercisesQuerySchema },
  responses: { 200: jsonResponse(exerciseListSchema, 'One page plus the total'), ...errorResponses(404, 422) },
});

const autocompleteRoute = createRoute({
  method: 'get',
  path: '/api/exercises/autocomplete',
  summary: 'As-you-type autocomplete for the library search box',
  operationId: 'autocompleteExercises',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description: `The ${AUTOCOMPLETE_MAX} best-ranked exercises the caller can see for the text typed so far (filters ignored), with their primary equipment; correctedQuery when typos were corrected. Empty q: no items.`,
  request: { query: autocompleteQuerySchema },
  responses: { 200: jsonResponse(exerciseAutocompleteSchema, 'Autocomplete entries, best first'), ...errorResponses(422) },
});

const listEquipmentRoute = createRoute({
  method: 'get',
  path: '/api/exercises/equipment',
  summary: 'Distinct equipment types of the exercises the caller can see, sorted',
  operationId: 'listEquipment',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description:
    "The equipment types of the exercises this caller can see (samples only for anonymous callers and non-subscribers), for the library's filter.",
  responses: { 200: jsonResponse(equipmentListSchema, 'Equipment types') },
});

/** Most ids one by-ids request may name (the comparison needs 4; the builder's selection stays well below). */
export const BY_IDS_MAX = 50;

const byIdsQuerySchema = z.object({
  // One `ids` parameter arrives as a string, several as an array (Hono's query validator); both become an array.
  ids: z
    .union([z.string().uuid(), z.array(z.string().uuid()).max(BY_IDS_MAX, `At most ${BY_IDS_MAX} ids`)])
    .optional()
    .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
});

const byIdsRoute = createRoute({
  method: 'get',
  path: '/api/exercises/by-ids',
  summary: 'The exercises named by repeated ids parameters that the caller can see, in the order asked',
  operationId: 'listExercisesByIds',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description: `At most ${BY_IDS_MAX} ids, each a uuid (422 otherwise). Unknown and invisible ids are dropped silently.`,
  request: { query: byIdsQuerySchema },
  responses: { 200: jsonResponse(z.object({ items: z.array(exerciseSchema) }), 'The visible exercises'), ...errorResponses(422) },
});

const getExerciseRoute = createRoute({
  method: 'get',
  path: '/api/exercises/{id}',
  summary: 'One exercise (404 when missing or not visible to the caller)',
  operationId: 'getExercise',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description:
    'One exercise by id. An exercise the caller may not see (not a sample, caller without a subscription) answers 404 like a missing one.',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 200: jsonResponse(exerciseSchema, 'The exercise'), ...errorResponses(404) },
});

const alternativesRoute = createRoute({
  method: 'get',
  path: '/api/exercises/{id}/alternatives',
  summary: 'Exercises that train what this one trains, best first, each with its reason',
  operationId: 'listExerciseAlternatives',
  tags: ['Exercises'],
  security: SESSION_OPTIONAL,
  description:
    `Up to ${ALTERNATIVES_MAX} exercises the caller can see that train the same thing (docs/product.md#alternatives): the same ` +
    'movement pattern, then shared primary muscles, secondary muscles, mechanic, difficulty and popularity; never the ' +
    'same exercise under another name. 404 when the exercise is missing or not visible to the caller, as GET ' +
    "/api/exercises/{id}. With gym (one of the caller's gyms; 404 for any other, and for anonymous callers) only " +
    'exercises the gym makes possible. moreWithSubscription: the caller sees samples only and there are more.',
  request: { params: z.object({ id: z.string().max(100) }), query: alternativesQuerySchema },
  responses: { 200: jsonResponse(alternativesSchema, 'The alternatives, best first'), ...errorResponses(404, 422) },
});

/**
 * The Exercise Library API (docs/product.md#screens, docs/product.md#limits; docs/product.md#library, docs/product.md#search): GET /api/exercises, /api/exercises/autocomplete (docs/product.md#search), /api/exercises/equipment,
 * /api/exercises/by-ids (docs/product.md#compare), /api/exercises/{id} and /api/exercises/{id}/alternatives
 * (docs/product.md#alternatives). Open to anonymous callers, who get the sample exercises
 * only (docs/product.md#roles-and-access).
 */
export function registerExerciseRoutes(app: AppRouter, database: Database): void {
  app.openapi(listExercisesRoute, async (c) => {
    const viewer = await c.var.viewer();
    const query = c.req.valid('query');
    const gymEquipment = query.gym ? await equipmentOfGym(database, viewer, query.gym) : null;
    return c.json(await searchExercises(database, viewer, query, gymEquipment), 200);
  });
  // Registered before /{id}, which would otherwise take 'autocomplete', 'equipment' and 'by-ids' for an id.
  app.openapi(autocompleteRoute, async (c) => {
    return c.json(await autocompleteExercises(database, await c.var.viewer(), c.req.valid('query').q), 200);
  });
  app.openapi(listEquipmentRoute, async (c) => {
    return c.json({ items: await listEquipment(database, await c.var.viewer()) }, 200);
  });
  app.openapi(byIdsRoute, async (c) => {
    return c.json({ items: await getExercisesByIds(database, await c.var.viewer(), c.req.valid('query').ids) }, 200);
  });
  app.openapi(alternativesRoute, async (c) => {
    const viewer = await c.var.viewer();
    const { gym } = c.req.valid('query');
    const gymEquipment = gym ? await equipmentOfGym(database, viewer, gym) : null;
    return c.json(await findAlternatives(database, viewer, c.req.valid('param').id, gymEquipment), 200);
  });
  app.openapi(getExerciseRoute, async (c) => {
    return c.json(await getExercise(database, await c.var.viewer(), c.req.valid('param').id), 200);
  });
}
