import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SUGGESTION_MESSAGES, suggestionInputSchema, suggestionListSchema, suggestionSchema } from '@/shared/schemas/suggestions';
import type { Database } from '../../db/client';
import { requireUser } from '../../http/guards';
import { type AppRouter, errorResponses, jsonBody, jsonResponse, SIGNED_IN } from '../../http/openapi';
import { createSuggestion, deleteSuggestion, listSuggestions, SuggestionRateLimited } from './suggestions.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/suggestions',
  middleware: requireUser(),
  summary: "The signed-in member's own suggestions, newest first (search and difficulty filter run in the browser)",
  operationId: 'listSuggestions',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description: 'The suggestions the signed-in member filed, newest first.',
  responses: { 200: jsonResponse(suggestionListSchema, 'Suggestion cards'), ...errorResponses(401) },
});

const createSuggestionRoute = createRoute({
  method: 'post',
  path: '/api/suggestions',
  // Signed-out callers get 401 before their input is validated; a submission is refused with the product's sentence (docs/product.md#messages).
  middleware: requireUser(SUGGESTION_MESSAGES.loginRequired),
  summary: 'Suggest an exercise (at most 10 an hour per member; 429 with Retry-After beyond)',
  operationId: 'createSuggestion',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description:
    'Files an exercise suggestion for the admins to review. At most 10 an hour per member: beyond, 429 with Retry-After. ' +
    'requiredEquipment and optionalEquipment follow the rules of the admin create: without them the suggestion needs its ' +
    'equipmentType alone and nothing helps; 422 names unknown equipment, an item in two groups, an empty group, Bodyweight ' +
    'beside other equipment or as optional, an item both required and optional, or more than the limits.',
  request: { body: jsonBody(suggestionInputSchema) },
  responses: { 201: jsonResponse(suggestionSchema, 'The filed suggestion'), ...errorResponses(401, 422, 429) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/suggestions/{id}',
  middleware: requireUser(),
  summary: 'Delete one of your suggestions (404 when missing or not yours)',
  operationId: 'deleteSuggestion',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description: "Withdraws one of the signed-in member's suggestions. Anyone else's answers 404.",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

/**
 * The suggestions API (docs/product.md#suggest, docs/product.md#my-suggestions; docs/product.md#moderation; docs/product.md#suggest):
 * signed-in members only, each listing and deleting only their own suggestions (404 for anyone else's).
 */
export function registerSuggestionRoutes(app: AppRouter, database: Database): void {
  app.openapi(listRoute, async (c) => {
    const viewer = c.var.user;
    return c.json({ items: await listSuggestions(database, viewer) }, 200);
  });
  app.openapi(createSuggestionRoute, async (c) => {
    const viewer = c.var.user;
    try {
      return c.json(await createSuggestion(database, viewer, c.req.valid('json')), 201);
    } catch (error) {
      // RFC 9110 §10.2.3: tell the client when to try again.
      if (error instanceof SuggestionRateLimited) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });
  app.openapi(deleteRoute, async (c) => {
    const viewer = c.var.user;
    await deleteSuggestion(database, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
