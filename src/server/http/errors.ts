import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import type { ErrorBody, ErrorIssue } from '@/shared/schemas/errors';
import { isDatabaseUnreachable } from '../db/unreachable';

/** The one JSON error shape of the API, defined once in `src/shared/schemas/errors.ts` for server and web. */
export type { ErrorBody };

/** Base of the typed errors services throw; the error handler maps `status` and `code` to the response. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** 401: no session. */
export class Unauthorized extends AppError {
  constructor(message = 'You must be signed in.') {
    super(401, 'UNAUTHORIZED', message);
  }
}

/** Seconds a client is told to wait (`Retry-After`) before retrying a 503: node-postgres reconnects well within it. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * 503 with a `Retry-After` of {@link RETRY_AFTER_SECONDS} seconds (RFC 9110 §15.6.4, §10.2.3): a condition a retry can
 * cure, such as an unreachable database. Code SERVICE_UNAVAILABLE unless a subclass names it more closely.
 */
export class ServiceUnavailable extends AppError {
  constructor(message = 'Equipped is temporarily unavailable. Please try again in a moment.', code = 'SERVICE_UNAVAILABLE') {
    super(503, code, message);
  }
}

/**
 * 503: the session could not be checked (the database did not answer). Not a 401: the visitor may well be signed in,
 * and a 401 makes the page sign them out.
 */
export class SessionUnavailable extends ServiceUnavailable {
  constructor(message = 'We could not check your session. Please try again.') {
    super(message, 'SESSION_UNAVAILABLE');
  }
}

/** 403: signed in, but not allowed. */
export class Forbidden extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'FORBIDDEN', message);
  }
}

/** 404: missing, or not visible to this viewer (the two are indistinguishable on purpose). */
export class NotFound extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
  }
}

/** 409: conflicts with the current state. */
export class Conflict extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

/** 409 with code LIMIT_REACHED: a business limit such as 10 workouts (docs/product.md#limits). */
export class LimitReached extends AppError {
  constructor(message: string) {
    super(409, 'LIMIT_REACHED', message);
  }
}

/** 422: input that passed the schema but breaks a rule. */
export class Invalid extends AppError {
  constructor(
    message: string,
    readonly issues: ErrorIssue[] = [],
  ) {
    super(422, 'INVALID_INPUT', message);
  }
}

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
