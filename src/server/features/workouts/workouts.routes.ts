import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { MAX_WORKOUTS } from '@/shared/limits';
import { workoutDetailSchema, workoutInputSchema, workoutListSchema } from '@/shared/schemas/workouts';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { createWorkout, deleteWorkout, getWorkout, listWorkouts, updateWorkout } from './workouts.service';

const idParams = z.object({ id: z.string().max(100) });
const body = jsonBody(workoutInputSchema);

const listRoute = createRoute({
  method: 'get',
  path: '/api/workouts',
  middleware: requireUser(),
  summary: "The signed-in member's workouts, newest first, with the per-user limit",
  operationId: 'listWorkouts',
  tags: ['Workouts'],
  security: SIGNED_IN,
  description: "The signed-in member's workouts as cards (exercise count, equipment types), newest first, and the per-member limit.",
  responses: { 200: jsonResponse(workoutListSchema, 'Workout cards'), ...errorResponses(401) },
});

const createWorkoutRoute = createRoute({
  method: 'post',
  path: '/api/workouts',
  middleware: requireUser(),
  summary: 'Create a workout with its entries (at most 10 per member)',
  operationId: 'createWorkout',
  tags: ['Workouts'],
  security: SIGNED_IN,
  description:
    'Creates a workout for the signed-in member. 409 LIMIT_REACHED at 10 workouts; 404 when an entry names an exercise the member cannot see; 422 names each invalid field.',
  request: { body },
  responses: { 201: jsonResponse(workoutDetailSchema, 'The created workout'), ...errorResponses(401, 404, 409, 422) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/workouts/{id}',
  middleware: requireUser(),
  summary: 'One of your workouts with its entries in order (404 when missing or not yours)',
  operationId: 'getWorkout',
  tags: ['Workouts'],
  security: SIGNED_IN,
  description:
    "One of the signed-in member's workouts with its entries in order. An entry whose exercise the member can no longer see is `locked`, without the exercise's content. Anyone else's workout answers 404.",
  request: { params: idParams },
  responses: { 200: jsonResponse(workoutDetailSchema, 'The workout'), ...errorResponses(401, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/workouts/{id}',
  middleware: requireUser(),
  summary: "Replace a workout's name, description and entries (entries re-ordered 0..n-1)",
  operationId: 'updateWorkout',
  tags: ['Workouts'],
  security: SIGNED_IN,
  description:
    "Replaces name, description and entries of one of the signed-in member's workouts; entries are stored in the order sent. Anyone else's workout answers 404.",
  request: { params: idParams, body },
  responses: { 200: jsonResponse(workoutDetailSchema, 'The updated workout'), ...errorResponses(401, 404, 422) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/workouts/{id}',
  middleware: requireUser(),
  summary: 'Delete one of your workouts',
  operationId: 'deleteWorkout',
  tags: ['Workouts'],
  security: SIGNED_IN,
  description: "Deletes one of the signed-in member's workouts with its entries. Anyone else's workout answers 404.",
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

/**
 * The workouts API (docs/product.md#workouts and docs/product.md#workout-builder, docs/product.md#validation, docs/product.md#limits): signed-in members
 * only (401 otherwise), each reading and changing only their own workouts (404 for anyone else's).
 */
export function registerWorkoutRoutes(app: AppRouter, database: Database): void {
  app.openapi(listRoute, async (c) => {
    const viewer = c.var.user;
    return c.json({ items: await listWorkouts(database, viewer), limit: MAX_WORKOUTS }, 200);
  });
  app.openapi(createWorkoutRoute, async (c) => {
    const viewer = c.var.user;
    return c.json(await createWorkout(database, viewer, c.req.valid('json')), 201);
  });
  app.openapi(getRoute, async (c) => {
    const viewer = c.var.user;
    return c.json(await getWorkout(database, viewer, c.req.valid('param').id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const viewer = c.var.user;
    return c.json(await updateWorkout(database, viewer, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const viewer = c.var.user;
    await deleteWorkout(database, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
