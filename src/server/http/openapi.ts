import { OpenAPIHono } from '@hono/zod-openapi';
import { type z } from 'zod';
import type { AppEnv } from './env';
import { errorBodySchema } from '@/shared/schemas/errors';
import { validationErrorBody } from './errors';

/**
 * A router whose request validation answers 422 in the API's error shape (issue 2 §4) and whose routes feed the
 * OpenAPI 3.1 document at /api/openapi.json.
 */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(validationErrorBody(result.error as z.ZodError), 422);
    },
  });
}

export type AppRouter = ReturnType<typeof createRouter>;

/** The error body schema (`src/shared/schemas/errors.ts`), for route documentation. */
export { errorBodySchema };

/** Standard error responses to spread into a route's `responses`. */
export const errorResponses = (...statuses: Array<401 | 403 | 404 | 409 | 413 | 422 | 429>) =>
  Object.fromEntries(
    statuses.map((status) => [status, { description: ERROR_DESCRIPTIONS[status], content: { 'application/json': { schema: errorBodySchema } } }]),
  );

const ERROR_DESCRIPTIONS = {
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found or not visible to this viewer',
  409: 'Conflicts with the current state or a limit',
  413: 'Body too large',
  422: 'Invalid input',
  429: 'Too many requests',
} as const;
