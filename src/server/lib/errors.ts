import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorIssue } from '@/shared/schemas/errors';

/*
 * The typed errors services (and the guards) throw (docs/architecture.md#errors). They live below the features and
 * the HTTP layer, so a service names the outcome without importing HTTP code; `handleError` in
 * src/server/http/errors.ts maps `status` and `code` to the one error shape of src/shared/schemas/errors.ts.
 */

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
