import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { SUGGESTION_MESSAGES, suggestionInputSchema, suggestionListSchema, suggestionSchema } from '@/shared/schemas/suggestions';
import type { Database } from '../../db/client';
import { type AppRouter, errorResponses, SIGNED_IN } from '../../http/openapi';
import { requireUser } from '../access/access.service';
import { signedInOnly } from '../access/signed-in-only';
import { createSuggestion, deleteSuggestion, listSuggestions, SuggestionRateLimited } from './suggestions.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

const listRoute = createRoute({
  method: 'get',
  path: '/api/suggestions',
  summary: "The signed-in member's own suggestions, newest first (search and difficulty filter run in the browser)",
  operationId: 'listSuggestions',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description: 'The suggestions the signed-in member filed, newest first.',
  responses: { 200: json(suggestionListSchema, 'Suggestion cards'), ...errorResponses(401) },
});

const createSuggestionRoute = createRoute({
  method: 'post',
  path: '/api/suggestions',
  summary: 'Suggest an exercise (at most 10 an hour per member; 429 with Retry-After beyond)',
  operationId: 'createSuggestion',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description:
    'Files an exercise suggestion for the admins to review. At most 10 an hour per member: beyond, 429 with Retry-After.',
  request: { body: { content: { 'application/json': { schema: suggestionInputSchema } }, required: true } },
  responses: { 201: json(suggestionSchema, 'The filed suggestion'), ...errorResponses(401, 422, 429) },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/suggestions/{id}',
  summary: 'Delete one of your suggestions (404 when missing or not yours)',
  operationId: 'deleteSuggestion',
  tags: ['Suggestions'],
  security: SIGNED_IN,
  description: "Withdraws one of the signed-in member's suggestions. Anyone else's answers 404.",
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 404) },
});

/**
 * The suggestions API (spec §2 Suggest an Exercise, My Suggestions; §4 Suggestions; §5 Suggest form; issue 4 §1–§2):
 * signed-in members only, each listing and deleting only their own suggestions (404 for anyone else's).
 */
export function registerSuggestionRoutes(app: AppRouter, database: Database): void {
  // Signed-out callers get 401 before their input is validated; a submission is refused with the spec's sentence (§5).
  const signedIn = signedInOnly((c) => (c.req.method === 'POST' ? SUGGESTION_MESSAGES.loginRequired : undefined));
  app.use('/api/suggestions', signedIn);
  app.use('/api/suggestions/*', signedIn);

  app.openapi(listRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    return c.json({ items: await listSuggestions(database, viewer) }, 200);
  });
  app.openapi(createSuggestionRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    try {
      return c.json(await createSuggestion(database, viewer, c.req.valid('json')), 201);
    } catch (error) {
      // RFC 9110 §10.2.3: tell the client when to try again.
      if (error instanceof SuggestionRateLimited) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });
  app.openapi(deleteRoute, async (c) => {
    const viewer = requireUser(await c.var.viewer());
    await deleteSuggestion(database, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
}
