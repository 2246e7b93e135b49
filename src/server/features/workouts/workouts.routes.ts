import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { MAX_WORKOUTS } from '@/shared/limits';
import { workoutDetailSchema, workoutInputSchema, workoutListSchema } from '@/shared/schemas/workouts';
import type { Database } from '../../db/client';
import { type AppRouter, errorResponses } from '../../http/openapi';
import { requireUser } from '../access/access.service';
import { signedInOnly } from '../access/signed-in-only';
import { createWorkout, deleteWorkout, getWorkout, listWorkouts, updateWorkout } from './workouts.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const idParams = z.object({ id: z.string().max(100) });
const body = { content: { 'application/json': { schema: workoutInputSchema } }, required: true };

const listRoute = createRoute({
  method: 'get',
  path: '/api/workouts',
  summary: "The signed-in member's workouts, newest first, with the per-user limit",
  responses: { 200: json(workoutListSchema, 'Workout cards'), ...errorResponses(401) },
});

const createWorkoutRoute = createRoute({
  method: 'post',
  path: '/api/workouts',
  summary: 'Create a workout with its entries (at most 10 per member)',
  request: { body },
  responses: { 201: json(workoutDetailSchema, 'The created workout'), ...errorResponses(401, 404, 409, 422) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/workouts/{id}',
  summary: 'One of your workouts with its entries in order (404 when missing or not yours)',
  request: { params: idParams },
  responses: { 200: json(workoutDetailSchema, 'The workout'), ...errorResponses(401, 404) },
});

const updateRoute = createRoute({
  method: 'put',
  path: '/api/workouts/{id}',
  summary: "Replace a workout's name, description and entries (entries re-ordered 0..n-1)",
  request: { params: idParams, body },
  responses: { 200: json(workoutDetailSchema, 'The updated workout'), ...errorResponses(401, 404, 422) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/workouts/{id}',
  summary: 'Delete one of your workouts',
  request: { params: idParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

/**
 * The workouts API (spec §2 Workouts list and Workout builder, §4 Workout save, §5, §9; issue 3 §2): signed-in members
 * only (401 otherwise), each reading and changing only their own workouts (404 for anyone else's).
 */
export function registerWorkoutRoutes(app: AppRouter, database: Database): void {
  app.use('/api/workouts', signedInOnly());
  app.use('/api/workouts/*', signedInOnly());
  app.openapi(listRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json({ items: await listWorkouts(database, viewer), limit: MAX_WORKOUTS }, 200);
  });
  app.openapi(createWorkoutRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json(await createWorkout(database, viewer, c.req.valid('json')), 201);
  });
  app.openapi(getRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json(await getWorkout(database, viewer, c.req.valid('param').id), 200);
  });
  app.openapi(updateRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json(await updateWorkout(database, viewer, c.req.valid('param').id, c.req.valid('json')), 200);
  });
  app.openapi(deleteRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    await deleteWorkout(database, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
