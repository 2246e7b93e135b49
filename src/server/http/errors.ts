import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ErrorBody } from '@/shared/schemas/errors';
import { isDatabaseUnreachable } from '../db/unreachable';
import { AppError, Invalid, RETRY_AFTER_SECONDS, ServiceUnavailable } from '../lib/errors';

/*
 * The HTTP side of errors (docs/architecture.md#errors): the typed errors themselves are in src/server/lib/errors.ts,
 * below features and HTTP; this module only turns them, zod failures and anything unexpected into responses.
 */

/** The one JSON error shape of the API, defined once in `src/shared/schemas/errors.ts` for server and web. */
export type { ErrorBody };

/** Builds the 422 body from a zod error, one issue per failing path. */
export function validationErrorBody(error: ZodError): ErrorBody {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return { error: { code: 'INVALID_INPUT', message: issues[0]?.message ?? 'Invalid input.', issues } };
}

/**
 * Hono's `onError`: typed errors keep their status; an error caused by an unreachable database (`isDatabaseUnreachable`
 * of `src/server/db/unreachable.ts`, whatever wraps it) is answered as {@link ServiceUnavailable}; anything else is
 * logged and answered 500 without details. Every 503 carries `Retry-After`.
 */
export function handleError(error: Error, c: Context): Response {
  if (!(error instanceof AppError) && isDatabaseUnreachable(error)) {
    c.var.logger?.warn({ err: error }, 'database unreachable');
    error = new ServiceUnavailable();
  }
  if (error instanceof ServiceUnavailable) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  if (error instanceof Invalid) {
    return c.json<ErrorBody>({ error: { code: error.code, message: error.message, issues: error.issues } }, 422);
  }
  if (error instanceof AppError) {
    return c.json<ErrorBody>({ error: { code: error.code, message: error.message } }, error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : 'HTTP_ERROR';
    return c.json<ErrorBody>({ error: { code, message: error.message || 'Request failed.' } }, status);
  }
  if (error instanceof SyntaxError) {
    return c.json<ErrorBody>({ error: { code: 'BAD_REQUEST', message: 'The request body is not valid JSON.' } }, 400);
  }
  c.var.logger?.error({ err: error }, 'unhandled error');
  return c.json<ErrorBody>({ error: { code: 'INTERNAL', message: 'Something went wrong. Please try again.' } }, 500);
}
