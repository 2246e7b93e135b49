import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/**
 * The request id of the request being served, wherever the code runs while serving it (docs/architecture.md#request-ids):
 * the HTTP layer runs each request inside {@link withRequestId}; the logger reads it for every line
 * ({@link requestLogFields}), so a service's log line carries it without being handed it.
 */
const storage = new AsyncLocalStorage<{ requestId: string }>();

/**
 * What a request id taken from a trusted proxy's `X-Request-Id` may look like: 1–128 characters of letters, digits and
 * `. _ : -` (nginx's `$request_id` is 32 hex digits; a UUID fits too). Anything else is replaced by one we make, so a
 * header cannot inject text into log lines or answers.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

/** A new request id: a random UUID (RFC 9562 version 4), 36 characters. */
export function newRequestId(): string {
  return randomUUID();
}

/** Runs `work` with `requestId` as the current request id of everything it calls, synchronously or not. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The id of the request being served, or undefined outside any request (start-up, a CLI, a timer). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/**
 * pino's `mixin` (pino docs, API → options.mixin): `{ requestId }` for a line logged while a request is served, `{}`
 * otherwise.
 */
export function requestLogFields(): { requestId?: string } {
  const requestId = storage.getStore()?.requestId;
  return requestId === undefined ? {} : { requestId };
}
