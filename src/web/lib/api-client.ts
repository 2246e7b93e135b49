/**
 * The one way the SPA talks to the JSON API (docs/architecture.md#front-end, docs/architecture.md#errors): every non-2xx answer becomes an
 * `ApiError`, so TanStack Query's `error` and the toast catalogue of docs/product.md#messages work without per-call checks.
 */

import type { ErrorBody, ErrorIssue } from '@/shared/schemas/errors';

/**
 * One field problem of a 400/422 answer, as the server reports it (`src/shared/schemas/errors.ts`): `path` is the dotted
 * field path (`"entries.0.sets"`), `message` the sentence to show under that field.
 */
export type ApiIssue = ErrorIssue;

/**
 * A failed API call. `status` is the HTTP status (0 when the network failed), `code` the server's machine-readable
 * code (e.g. 'UNAUTHORIZED', 'NOT_FOUND'), `message` a human sentence, `issues` the validation issues of a 422.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[] | undefined;
  /** Seconds to wait before retrying, from the `Retry-After` header of a 429. */
  readonly retryAfter: number | undefined;
  /** The server's id of the failed request (`X-Request-Id`, docs/architecture.md#request-ids); undefined when no answer came. */
  readonly requestId: string | undefined;

  constructor(init: { status: number; code: string; message: string; issues?: ApiIssue[]; retryAfter?: number; requestId?: string }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.issues = init.issues;
    this.retryAfter = init.retryAfter;
    this.requestId = init.requestId;
  }
}

/** Query-string values: arrays repeat the key (`equipment=A&equipment=B`), undefined/null/'' are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined | Array<string | number>>;

export interface ApiFetchInit extends Omit<RequestInit, 'body'> {
  /** Serialised as JSON with `Content-Type: application/json`. */
  json?: unknown;
  body?: BodyInit | null;
  query?: QueryParams;
}

/** Builds `path?query` keeping the key order given; exported for query keys and links. */
export function withQuery(path: string, query: QueryParams | undefined): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === null || v === '') continue;
      params.append(key, String(v));
    }
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

/**
 * Fetches `path` (same origin, session cookie included) and returns the parsed JSON body as `T`
 * (`undefined` for 204/205 or an empty body).
 * @throws ApiError for any non-2xx status (shape `{ error: { code, message, issues? } }`), for a network failure
 *   (status 0, code 'NETWORK_ERROR') and for a 2xx answer that is not JSON (code 'INVALID_RESPONSE').
 */
export async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { json, query, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = rest.body;
  if (json !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(json);
  }

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { ...rest, body, headers, credentials: 'same-origin' });
  } catch {
    throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: 'Network error. Check your connection and try again.' });
  }

  const text = response.status === 204 || response.status === 205 ? '' : await response.text();
  const parsed = parseJson(text);

  if (!response.ok) {
    const error = readErrorBody(parsed);
    const retryAfter = Number(response.headers.get('Retry-After'));
    const requestId = response.headers.get('X-Request-Id') ?? error?.requestId;
    const message = error?.message ?? (response.statusText || `Request failed with status ${response.status}`);
    throw new ApiError({
      status: response.status,
      code: error?.code ?? `HTTP_${response.status}`,
      // A server fault is the member's to report: the sentence they see names the request (docs/architecture.md#request-ids).
      message: response.status >= 500 && requestId ? withReference(message, requestId) : message,
      issues: error?.issues,
      retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      requestId,
    });
  }
  if (text === '') return undefined as T;
  if (parsed === INVALID) {
    throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message: 'The server sent an unexpected answer.' });
  }
  return parsed as T;
}

/**
 * `message` followed by ` (ref 7f3c9a01)`: the first 8 characters of `requestId`, enough to find the request's log lines
 * (docs/architecture.md#request-ids).
 */
export function withReference(message: string, requestId: string): string {
  return `${message} (ref ${requestId.slice(0, 8)})`;
}

/** True when `error` is an ApiError with the given HTTP status. */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

const INVALID = Symbol('invalid-json');

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID;
  }
}

/**
 * The `error` of an answer in the API's error shape (`errorBodySchema`, src/shared/schemas/errors.ts), or undefined for
 * any other body (a proxy's HTML page, say). Checked by hand to the schema's shape rather than with zod itself: this
 * module is in every page's entry chunk, and zod there would add about 40 KB gzip to the first load of every page.
 */
function readErrorBody(value: unknown): ErrorBody['error'] | undefined {
  if (typeof value !== 'object' || value === null || !('error' in value)) return undefined;
  const error = value.error as Partial<Record<keyof ErrorBody['error'], unknown>> | null;
  if (typeof error !== 'object' || error === null || typeof error.code !== 'string' || typeof error.message !== 'string') return undefined;
  const issues = Array.isArray(error.issues) ? error.issues.filter(isIssue) : undefined;
  const requestId = typeof error.requestId === 'string' ? error.requestId : undefined;
  return { code: error.code, message: error.message, ...(issues ? { issues } : {}), ...(requestId ? { requestId } : {}) };
}

function isIssue(value: unknown): value is ErrorIssue {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}
