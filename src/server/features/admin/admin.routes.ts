import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  adminExerciseCreateSchema,
  adminExerciseListSchema,
  adminExerciseResponseSchema,
  adminExercisesQuerySchema,
  adminExerciseUpdateSchema,
  pendingSuggestionListSchema,
  sampleFlagSchema,
} from '@/shared/schemas/admin';
import type { Database } from '../../db/client';
import { ADMIN_ONLY, type AppRouter, errorResponses, jsonBody, jsonResponse } from '../../http/openapi';
import { createExercise, deleteExercise, listAdminExercises, setSampleFlag, updateExercise } from './admin-exercises.service';
import { approveSuggestion, listPendingSuggestions, rejectSuggestion } from './admin-suggestions.service';

const idParams = z.object({ id: z.string().max(100) });
const adminErrors = (...more: Array<404 | 409 | 422>) => errorResponses(401, 403, ...more);

const listExercisesRoute = createRoute({
  method: 'get',
  path: '/api/admin/exercises',
  summary: 'Admin: one page of every exercise, newest first (9 per page), searched by name or description',
  operationId: 'adminListExercises',
  ...ADMIN_ONLY,
  description: 'Every exercise, samples or not, newest first, 9 per page, optionally searched by name or description.',
  request: { query: adminExercisesQuerySchema },
  responses: { 200: jsonResponse(adminExerciseListSchema, 'One page plus the total'), ...adminErrors(422) },
});

const createExerciseRoute = createRoute({
  method: 'post',
  path: '/api/admin/exercises',
  summary: 'Admin: add an exercise (409 when the name exists)',
  operationId: 'adminCreateExercise',
  ...ADMIN_ONLY,
  description:
    'Adds an exercise to the catalogue. 409 when another exercise has the same name, ignoring case. requiredEquipment (groups, each ' +
    'met by any one of its items) and optionalEquipment (what only helps) are optional: without them the exercise needs its ' +
    'equipmentType alone and nothing helps, as before these fields existed. equipmentType is always required, its group first; ' +
    "the answer's equipment is every required item, equipmentType first. 422 names unknown equipment, an item in two groups, an " +
    'empty group, Bodyweight beside other equipment or as optional, an item both required and optional, and more than 6 groups, ' +
    '6 items in a group or 10 optional items.',
  request: { body: jsonBody(adminExerciseCreateSchema) },
  responses: { 201: jsonResponse(adminExerciseResponseSchema, 'The created exercise'), ...adminErrors(409, 422) },
});

const updateExerciseRoute = createRoute({
  method: 'put',
  path: '/api/admin/exercises/{id}',
  summary: "Admin: replace an exercise's content (isSample kept when absent)",
  operationId: 'adminUpdateExercise',
  ...ADMIN_ONLY,
  description:
    "Replaces an exercise's content; isSample is kept when absent. 409 when another exercise has the same name, ignoring case. " +
    'requiredEquipment and optionalEquipment replace what the exercise needs and what helps when sent, under the rules of the ' +
    "create (422 naming what is wrong); when absent the exercise keeps its own, a changed equipmentType taking the old one's " +
    "place in its group. Reading the exercise back gives the groups and items as sent, equipmentType's group first.",
  request: { params: idParams, body: jsonBody(adminExerciseUpdateSchema) },
  responses: { 200: jsonResponse(adminExerciseResponseSchema, 'The updated exercise'), ...adminErrors(404, 409, 422) },
});

const deleteExerciseRoute = createRoute({
  method: 'delete',
  path: '/api/admin/exercises/{id}',
  summary: 'Admin: delete an exercise with its favourites and workout entries (the workouts stay)',
  operationId: 'adminDeleteExercise',
  ...ADMIN_ONLY,
  description: 'Deletes an exercise with its favourites and workout entries; the workouts themselves stay.',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...adminErrors(404) },
});

const sampleRoute = createRoute({
  method: 'patch',
  path: '/api/admin/exercises/{id}/sample',
  summary: 'Admin: mark or unmark an exercise as a sample (what non-subscribers see)',
  operationId: 'adminSetSampleFlag',
  ...ADMIN_ONLY,
  description: 'Marks or unmarks an exercise as a sample, the exercises everyone without a subscription sees.',
  request: { params: idParams, body: jsonBody(sampleFlagSchema) },
  responses: { 200: jsonResponse(adminExerciseResponseSchema, 'The exercise'), ...adminErrors(404, 422) },
});

const listSuggestionsRoute = createRoute({
  method: 'get',
  path: '/api/admin/suggestions',
  summary: 'Admin: every pending suggestion, newest first',
  operationId: 'adminListSuggestions',
  ...ADMIN_ONLY,
  description: 'Every pending suggestion of every member, newest first.',
  responses: { 200: jsonResponse(pendingSuggestionListSchema, 'Pending suggestions'), ...adminErrors() },
});

const approveRoute = createRoute({
  method: 'post',
  path: '/api/admin/suggestions/{id}/approve',
  summary: 'Admin: copy a pending suggestion into the catalogue and mark it approved, in one transaction',
  operationId: 'adminApproveSuggestion',
  ...ADMIN_ONLY,
  description:
    'Copies a pending suggestion into the catalogue and marks it approved (its owner still sees it, as approved), in one transaction. ' +
    'The exercise needs what the suggestion needs (requiredEquipment) and is helped by its optionalEquipment. 404 when it is not ' +
    'pending; 409 when an exercise of that name exists.',
  request: { params: idParams },
  responses: { 201: jsonResponse(adminExerciseResponseSchema, 'The new exercise'), ...adminErrors(404, 409) },
});

const rejectRoute = createRoute({
  method: 'delete',
  path: '/api/admin/suggestions/{id}',
  summary: 'Admin: reject a pending suggestion (its owner still sees it, as rejected)',
  operationId: 'adminRejectSuggestion',
  ...ADMIN_ONLY,
  description: 'Marks a pending suggestion rejected; its owner still sees it on My Suggestions, as rejected. 404 when it is not pending.',
  request: { params: idParams },
  responses: { 204: { description: 'Rejected' }, ...adminErrors(404) },
});

/**
 * The admin API (docs/product.md#admin, docs/product.md#api): exercise CRUD, the sample flag, and suggestion
 * moderation. Every route answers 401 to the anonymous and 403 to non-admins, before its input is validated.
 */
export function registerAdminRoutes(app: AppRouter, database: Database): void {
  app.openapi(listExercisesRoute, async (c) => c.json(await listAdminExercises(database, c.req.valid('query')), 200));
  app.openapi(createExerciseRoute, async (c) => c.json({ exercise: await createExercise(database, c.req.valid('json')) }, 201));
  app.openapi(updateExerciseRoute, async (c) =>
    c.json({ exercise: await updateExercise(database, c.req.valid('param').id, c.req.valid('json')) }, 200),
  );
  app.openapi(deleteExerciseRoute, async (c) => {
    await deleteExercise(database, c.req.valid('param').id);
    return c.body(null, 204);
  });
  app.openapi(sampleRoute, async (c) =>
    c.json({ exercise: await setSampleFlag(database, c.req.valid('param').id, c.req.valid('json').isSample) }, 200),
  );

  app.openapi(listSuggestionsRoute, async (c) => c.json({ items: await listPendingSuggestions(database) }, 200));
  app.openapi(approveRoute, async (c) => c.json({ exercise: await approveSuggestion(database, c.req.valid('param').id) }, 201));
  app.openapi(rejectRoute, async (c) => {
    await rejectSuggestion(database, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
