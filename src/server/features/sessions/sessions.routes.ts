import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  exerciseHistorySchema,
  finishedSessionSchema,
  importPreviewSchema,
  importResultSchema,
  sessionImportInputSchema,
  sessionCalendarSchema,
  sessionListQuerySchema,
  sessionListSchema,
  openSessionSchema,
  sessionExerciseAddSchema,
  sessionExercisePatchSchema,
  sessionPatchSchema,
  sessionSetInputSchema,
  sessionSetSchema,
  sessionStartSchema,
  trainingPreferencesInputSchema,
  trainingPreferencesSchema,
  trainingSessionSchema,
} from '@/shared/schemas/sessions';
import type { Database, Db } from '../../db/client';
import { type GuardedEnv, requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { exportSessionsCsv } from './session-export';
import { importSessions, previewImport } from './session-import';
import { exerciseHistory, listSessions, sessionCalendar } from './session-history';
import { applyOnce, requestFingerprint, type WriteOutcome } from './idempotency';
import {
  addSessionExercise,
  deleteSession,
  deleteSessionSet,
  finishSession,
  getSession,
  getTrainingPreferences,
  openSession,
  patchSession,
  patchSessionExercise,
  putSessionSet,
  removeSessionExercise,
  setTrainingPreferences,
  startSession,
} from './sessions.service';

const TAG = 'Training log';
const sessionParams = z.object({ id: z.string().max(100) });
const entryParams = z.object({ id: z.string().max(100), entryId: z.string().max(100) });
const setParams = z.object({ id: z.string().max(100), setId: z.string().max(100) });

/**
 * The Idempotency-Key request header (IETF draft-ietf-httpapi-idempotency-key-header; docs/architecture.md#idempotent-writes):
 * the outbox sends a random UUID with each write, and a replayed key answers the first outcome without writing again.
 */
const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^"?[\x21-\x7e]{1,100}"?$/, 'An Idempotency-Key is 1 to 100 visible ASCII characters.')
    .optional()
    .meta({ description: 'A key unique to this write (e.g. a random UUID). A replay answers the first outcome and writes nothing.' }),
});

const startRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'post',
  path: '/api/sessions',
  summary: 'Start a training session from a workout, or empty',
  operationId: 'startSession',
  description:
    "Starts a session from one of the member's workouts (its entries the member may see, in order, their planned sets prefilled) or empty with `workoutId: null`. 409 SESSION_IN_PROGRESS when a session is open; 404 for a workout that is not the member's.",
  request: { headers: idempotencyHeaders, body: jsonBody(sessionStartSchema) },
  responses: { 201: jsonResponse(trainingSessionSchema, 'The new session'), ...errorResponses(401, 404, 409, 422) },
});

const openRoute = createRoute({
  method: 'get',
  path: '/api/sessions/open',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'The open session, if any',
  operationId: 'getOpenSession',
  description: "The member's open session (id, name, start), or null: the dashboard's 'Workout in progress' bar.",
  responses: { 200: jsonResponse(openSessionSchema, 'The open session or null'), ...errorResponses(401) },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/api/sessions/export.csv',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'Your finished sessions as a CSV file in the layout of Strong',
  operationId: 'exportSessions',
  description:
    "Every finished session, one row per completed set, in the columns of Strong's comma-separated export (`Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE`). Weights are in the member's unit, which the `X-Weight-Unit` header and the file name state (Strong's file has no unit column).",
  responses: {
    200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401),
  },
});

/**
 * The body limit of the import routes (app.ts): a 2 MB file (TRAINING_CSV_MAX_BYTES) grows as JSON escapes its quotes
 * and line breaks.
 */
export const SESSION_IMPORT_BODY_LIMITS: ReadonlyMap<string, number> = new Map([
  ['/api/sessions/import', 5 * 1024 * 1024],
  ['/api/sessions/import/preview', 5 * 1024 * 1024],
]);

const importPreviewRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'post',
  path: '/api/sessions/import/preview',
  summary: 'What importing a Strong or Hevy CSV export would add',
  operationId: 'previewSessionImport',
  description:
    "Reads the file (Strong's comma- or semicolon-separated export, or Hevy's) without writing: how many workouts and sets it holds, which are already logged, and the catalogue exercise each of its exercise names matches (by name or alias, normalised), or null. 422 names the line of the first problem. The body may be up to 5 MB.",
  request: { body: jsonBody(sessionImportInputSchema) },
  responses: { 200: jsonResponse(importPreviewSchema, 'The preview'), ...errorResponses(401, 413, 422) },
});

const importRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'post',
  path: '/api/sessions/import',
  summary: 'Import a Strong or Hevy CSV export into your log',
  operationId: 'importSessions',
  description:
    "Adds each workout of the file not already in the log (the same start and name) as a finished session, in one transaction: a bad file or mapping changes nothing, and importing the same file again adds nothing. `mapping` links a name of the file to a catalogue exercise (null: by its name only); names it leaves out take the preview's match.",
  request: { headers: idempotencyHeaders, body: jsonBody(sessionImportInputSchema) },
  responses: { 200: jsonResponse(importResultSchema, 'What was added'), ...errorResponses(401, 413, 422) },
});

const listRoute = createRoute({
  method: 'get',
  path: '/api/sessions',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'Your finished sessions, newest first, a page at a time',
  operationId: 'listSessions',
  description:
    "A page of finished sessions (default 20, at most 50), newest first, each with its duration, completed sets, volume (kg × reps, warm-ups left out) and exercise names. `before` is the previous page's `nextBefore`.",
  request: { query: sessionListQuerySchema },
  responses: { 200: jsonResponse(sessionListSchema, 'A page of sessions'), ...errorResponses(401, 422) },
});

const calendarRoute = createRoute({
  method: 'get',
  path: '/api/sessions/calendar',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'When your finished sessions since a date started',
  operationId: 'getSessionCalendar',
  description:
    "The start times of the member's finished sessions since `since` (an ISO date-time), oldest first, at most 400: the History page's strip of training days.",
  request: { query: z.object({ since: z.string().datetime({ offset: true }) }) },
  responses: { 200: jsonResponse(sessionCalendarSchema, 'Start times'), ...errorResponses(401, 422) },
});

const exerciseHistoryRoute = createRoute({
  method: 'get',
  path: '/api/exercises/{id}/history',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'Your history of one exercise: records, best set, sessions',
  operationId: 'getExerciseHistory',
  description:
    "The member's finished sessions with this exercise, oldest first, with their completed sets, best estimated 1RM (Epley, sets of at most 12 reps) and volume; the records over them and the best set. 404 for an exercise the member can neither see nor has logged.",
  request: { params: sessionParams },
  responses: { 200: jsonResponse(exerciseHistorySchema, 'The history'), ...errorResponses(401, 404) },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/sessions/{id}',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'One of your sessions with its sets',
  operationId: 'getSession',
  description:
    "A session with its exercises and sets in order; each exercise carries last time's completed sets and the records before this session. Anyone else's session answers 404.",
  request: { params: sessionParams },
  responses: { 200: jsonResponse(trainingSessionSchema, 'The session'), ...errorResponses(401, 404) },
});

const patchRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'patch',
  path: '/api/sessions/{id}',
  summary: 'Rename a session or change its notes',
  operationId: 'updateSession',
  description: "Changes a session's name or notes. 404 when the session is not the member's.",
  request: { headers: idempotencyHeaders, params: sessionParams, body: jsonBody(sessionPatchSchema) },
  responses: { 200: jsonResponse(trainingSessionSchema, 'The session'), ...errorResponses(401, 404, 422) },
});

const deleteRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'delete',
  path: '/api/sessions/{id}',
  summary: 'Discard an open session or delete a finished one',
  operationId: 'deleteSession',
  description: "Deletes the session with its sets. 404 when the session is not the member's.",
  request: { headers: idempotencyHeaders, params: sessionParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404, 422) },
});

const finishRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'post',
  path: '/api/sessions/{id}/finish',
  summary: 'Finish an open session',
  operationId: 'finishSession',
  description:
    'Ends the session: sets not completed are dropped. Answers the summary: duration, completed sets, volume (kg × reps, warm-ups excluded) and the personal records set. 409 when already finished; 422 when no set is completed.',
  request: { headers: idempotencyHeaders, params: sessionParams },
  responses: { 200: jsonResponse(finishedSessionSchema, 'The finished session and its summary'), ...errorResponses(401, 404, 409, 422) },
});

const addExerciseRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'post',
  path: '/api/sessions/{id}/exercises',
  summary: 'Add an exercise to an open session',
  operationId: 'addSessionExercise',
  description:
    'Appends an exercise the member may see, with one empty set. 404 for an exercise the member cannot see; 409 when the session is finished or full.',
  request: { headers: idempotencyHeaders, params: sessionParams, body: jsonBody(sessionExerciseAddSchema) },
  responses: { 201: jsonResponse(trainingSessionSchema, 'The session'), ...errorResponses(401, 404, 409, 422) },
});

const patchExerciseRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'patch',
  path: '/api/sessions/{id}/exercises/{entryId}',
  summary: 'Change, move, superset or swap one exercise of a session',
  operationId: 'updateSessionExercise',
  description:
    'Changes the note, the rest time (seconds, 0–1800) or the superset group (null: none) of one exercise of the session, moves it to `orderIndex` (0-based; the others shift), or swaps it for `exerciseId`, keeping its sets — 409 when one of them is completed or the session is finished, 404 for an exercise the member cannot see.',
  request: { headers: idempotencyHeaders, params: entryParams, body: jsonBody(sessionExercisePatchSchema) },
  responses: { 200: jsonResponse(trainingSessionSchema, 'The session'), ...errorResponses(401, 404, 409, 422) },
});

const removeExerciseRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'delete',
  path: '/api/sessions/{id}/exercises/{entryId}',
  summary: 'Remove an exercise and its sets from a session',
  operationId: 'removeSessionExercise',
  description: 'Removes one exercise of the session with its sets.',
  request: { headers: idempotencyHeaders, params: entryParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
});

const putSetRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'put',
  path: '/api/sessions/{id}/sets/{setId}',
  summary: 'Write one set whole (created when its id is new)',
  operationId: 'putSessionSet',
  description:
    'Creates or replaces one set: type, weight with its unit (stored as entered), reps, RPE and whether it is completed. Weight 0–1,000 kg (2,204.62 lb), reps 0–1,000, RPE 6–10 in halves. 201 when created, 200 when replaced.',
  request: { headers: idempotencyHeaders, params: setParams, body: jsonBody(sessionSetInputSchema) },
  responses: {
    200: jsonResponse(sessionSetSchema, 'The set, replaced'),
    201: jsonResponse(sessionSetSchema, 'The set, created'),
    ...errorResponses(401, 404, 409, 422),
  },
});

const deleteSetRoute = createRoute({
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  method: 'delete',
  path: '/api/sessions/{id}/sets/{setId}',
  summary: 'Remove a set',
  operationId: 'deleteSessionSet',
  description: 'Removes one set of the session.',
  request: { headers: idempotencyHeaders, params: setParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 404, 422) },
});

const getPreferencesRoute = createRoute({
  method: 'get',
  path: '/api/training-preferences',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'The weight unit you log in, and your bar and plates',
  operationId: 'getTrainingPreferences',
  description:
    "The member's weight unit (kg unless they chose lb), and the plate calculator's bar weight and plate sizes in that unit (the unit's standard ones unless they chose others).",
  responses: { 200: jsonResponse(trainingPreferencesSchema, 'The preferences'), ...errorResponses(401) },
});

const putPreferencesRoute = createRoute({
  method: 'put',
  path: '/api/training-preferences',
  middleware: requireUser(),
  security: SIGNED_IN,
  tags: [TAG],
  summary: 'Choose the weight unit you log in, and your bar and plates',
  operationId: 'setTrainingPreferences',
  description:
    "Stores kg or lb, and optionally the bar's weight (0–100) and the plate sizes the member has (sizes sold in that unit; null: the standard ones). Left out, bar and plates stay, unless the unit changes: then they become the new unit's standard ones. Sets already logged keep the unit they were entered in.",
  request: { body: jsonBody(trainingPreferencesInputSchema) },
  responses: { 200: jsonResponse(trainingPreferencesSchema, 'The preferences'), ...errorResponses(401, 422) },
});

/**
 * The training log API (docs/product.md#training-log): signed-in members only (401 otherwise), each reading and writing
 * only their own sessions (404 for anyone else's). Every write runs through `applyOnce` (idempotency.ts): one
 * transaction, applied once per Idempotency-Key.
 */
export function registerSessionRoutes(app: AppRouter, database: Database): void {
  /** Runs a write once per key and answers its outcome; a replay says so in `Idempotent-Replayed: true`. */
  const once = async (c: Context<GuardedEnv>, body: unknown, write: (tx: Db) => Promise<WriteOutcome>): Promise<Response> => {
    const raw = c.req.header('idempotency-key');
    const key = raw === undefined ? undefined : raw.replace(/^"|"$/g, '');
    const outcome = await applyOnce(database, c.var.user.user.id, key, requestFingerprint(c.req.method, c.req.path, body), write);
    if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
    return outcome.status === 204 ? c.body(null, 204) : c.json(outcome.body as object, outcome.status);
  };

  app.openapi(exportRoute, async (c) => {
    const { csv, unit } = await exportSessionsCsv(database, c.var.user);
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="equipped-workouts-${unit}.csv"`);
    c.header('X-Weight-Unit', unit);
    return c.body(csv, 200);
  });
  app.openapi(importPreviewRoute, async (c) => c.json(await previewImport(database, c.var.user, c.req.valid('json')), 200));
  app.openapi(importRoute, async (c) => {
    const input = c.req.valid('json');
    return (await once(c, input, async (tx) => ({ status: 200, body: await importSessions(tx, c.var.user, input) }))) as never;
  });
  app.openapi(listRoute, async (c) => c.json(await listSessions(database, c.var.user, c.req.valid('query')), 200));
  app.openapi(calendarRoute, async (c) => c.json(await sessionCalendar(database, c.var.user, c.req.valid('query').since), 200));
  app.openapi(exerciseHistoryRoute, async (c) => c.json(await exerciseHistory(database, c.var.user, c.req.valid('param').id), 200));
  app.openapi(openRoute, async (c) => c.json(await openSession(database, c.var.user), 200));
  app.openapi(getRoute, async (c) => c.json(await getSession(database, c.var.user, c.req.valid('param').id), 200));
  app.openapi(getPreferencesRoute, async (c) => c.json(await getTrainingPreferences(database, c.var.user), 200));
  app.openapi(putPreferencesRoute, async (c) =>
    c.json(await database.db.transaction((tx) => setTrainingPreferences(tx, c.var.user, c.req.valid('json'))), 200),
  );

  app.openapi(startRoute, async (c) => {
    const input = c.req.valid('json');
    return (await once(c, input, async (tx) => ({ status: 201, body: await startSession(tx, c.var.user, input) }))) as never;
  });
  app.openapi(patchRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    return (await once(c, input, async (tx) => ({ status: 200, body: await patchSession(tx, c.var.user, id, input) }))) as never;
  });
  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    return (await once(c, null, async (tx) => {
      await deleteSession(tx, c.var.user, id);
      return { status: 204, body: null };
    })) as never;
  });
  app.openapi(finishRoute, async (c) => {
    const { id } = c.req.valid('param');
    return (await once(c, null, async (tx) => ({ status: 200, body: await finishSession(tx, c.var.user, id) }))) as never;
  });
  app.openapi(addExerciseRoute, async (c) => {
    const input = c.req.valid('json');
    const { id } = c.req.valid('param');
    return (await once(c, input, async (tx) => ({ status: 201, body: await addSessionExercise(tx, c.var.user, id, input) }))) as never;
  });
  app.openapi(patchExerciseRoute, async (c) => {
    const input = c.req.valid('json');
    const { id, entryId } = c.req.valid('param');
    return (await once(c, input, async (tx) => ({
      status: 200,
      body: await patchSessionExercise(tx, c.var.user, id, entryId, input),
    }))) as never;
  });
  app.openapi(removeExerciseRoute, async (c) => {
    const { id, entryId } = c.req.valid('param');
    return (await once(c, null, async (tx) => {
      await removeSessionExercise(tx, c.var.user, id, entryId);
      return { status: 204, body: null };
    })) as never;
  });
  app.openapi(putSetRoute, async (c) => {
    const input = c.req.valid('json');
    const { id, setId } = c.req.valid('param');
    return (await once(c, input, async (tx) => {
      const { created, set } = await putSessionSet(tx, c.var.user, id, setId, input);
      return { status: created ? 201 : 200, body: set };
    })) as never;
  });
  app.openapi(deleteSetRoute, async (c) => {
    const { id, setId } = c.req.valid('param');
    return (await once(c, null, async (tx) => {
      await deleteSessionSet(tx, c.var.user, id, setId);
      return { status: 204, body: null };
    })) as never;
  });
}
