import { OpenAPIHono } from '@hono/zod-openapi';
import { type z } from 'zod';
import type { AppEnv } from './env';
import { errorBodySchema } from '@/shared/schemas/errors';
import { validationErrorBody } from './errors';
import { requireAdmin } from './guards';

/**
 * A router whose request validation answers 422 in the API's error shape (docs/architecture.md#errors) and whose routes feed the
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

/** The error body schema (`src/shared/schemas/errors.ts`, the `ErrorBody` component), for route documentation. */
export { errorBodySchema };

/** A JSON response of an operation: `description` and an `application/json` body of `schema` (typed for the handler). */
export const jsonResponse = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** A required JSON request body of `schema`. */
export const jsonBody = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** Name of the session cookie security scheme (better-auth's `better-auth.session_token`, HTTP-only). */
export const SESSION_COOKIE_SCHEME = 'sessionCookie';

/**
 * The operation groups of the document, in reading order (OpenAPI 3.1 §4.8.1 `tags`); every operation names one.
 */
export const API_TAGS = [
  {
    name: 'Auth',
    description:
      "better-auth's account endpoints under /api/auth. Their errors are better-auth's `{ code, message }` (AuthError), not the API's ErrorBody.",
  },
  { name: 'Me', description: 'Who is signed in.' },
  { name: 'Account', description: "A member's own data, whole: the account export." },
  { name: 'Exercises', description: 'The Exercise Library. Anonymous callers and non-subscribers see the sample exercises only.' },
  { name: 'Favourites', description: "A member's favourite exercises." },
  { name: 'Workouts', description: "A member's workouts (at most 10)." },
  {
    name: 'Training log',
    description:
      "A member's training sessions: the sets logged as they lift, last time's numbers and personal records. Writes take an optional Idempotency-Key.",
  },
  { name: 'Gyms', description: "A member's gyms (at most 10): the equipment each has, and which one the library and workouts follow." },
  { name: 'Suggestions', description: 'Exercises members suggest for the catalogue.' },
  { name: 'Promotions', description: 'The site announcement and the banner ads members see.' },
  {
    name: 'Billing',
    description: 'Subscription status, checkout and customer portal; the provider is BILLING_PROVIDER (local test mode or Stripe).',
  },
  {
    name: 'Admin',
    description:
      'Catalogue curation, suggestion moderation, announcement and banner ads. Admins only: 401 when signed out, 403 for members.',
  },
  { name: 'Events', description: 'Live changes as server-sent events.' },
  { name: 'Health', description: 'Liveness for load balancers.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

/** `security` of an operation only signed-in users may call: the session cookie. */
export const SIGNED_IN: Array<Record<string, string[]>> = [{ [SESSION_COOKIE_SCHEME]: [] }];

/** `security` of an operation open to everyone whose answer depends on the session when there is one. */
export const SESSION_OPTIONAL: Array<Record<string, string[]>> = [{}, { [SESSION_COOKIE_SCHEME]: [] }];

/**
 * The fields that mark an admin-only operation: the {@link requireAdmin} guard (401 without a session, 403 for members,
 * before the input is validated; sets `c.var.user`), the session cookie, the `x-required-role` extension (OpenAPI 3.1
 * §4.9 specification extensions) and the `Admin` tag. Spread into the route, so the document and the guard never part.
 */
export const ADMIN_ONLY = { middleware: requireAdmin(), security: SIGNED_IN, 'x-required-role': 'admin' as const, tags: ['Admin'] };

/** `Retry-After` (RFC 9110 §10.2.3): seconds to wait before trying again. */
export const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again (RFC 9110 §10.2.3).',
    schema: { type: 'integer' as const, minimum: 0 },
  },
};

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The body is not valid JSON or UTF-8, or is nested deeper than 32 levels (BAD_REQUEST); or a body field, query or path value holds a NUL (U+0000) or percent-encoding that is not UTF-8 (INVALID_INPUT, naming it)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found or not visible to this viewer',
  409: 'Conflicts with the current state or a limit',
  413: 'Body too large (BODY_LIMIT_BYTES)',
  415: 'The body is not JSON (Content-Type: application/json)',
  422: 'Invalid input; `issues` names each field',
  429: 'Too many requests; Retry-After says when to try again',
  500: 'An unexpected server fault (code INTERNAL, no details); a change in progress was rolled back. Never the answer to bad input',
  502: 'The payment provider failed or did not answer; nothing was written',
  503: 'The database did not answer or the session could not be checked; nothing was written; try again (Retry-After when given)',
};

/** One error response in the API's shape; 429 and 503 carry `Retry-After`. */
export const errorResponse = (status: ErrorStatus, description = ERROR_DESCRIPTIONS[status]) => ({
  description,
  ...(status === 429 || status === 503 ? { headers: RETRY_AFTER_HEADER } : {}),
  content: { 'application/json': { schema: errorBodySchema } },
});

/** Standard error responses to spread into a route's `responses`. */
export const errorResponses = (...statuses: ErrorStatus[]) => Object.fromEntries(statuses.map((status) => [status, errorResponse(status)]));

type Operation = {
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { description: string; [key: string]: unknown }>;
};

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Adds to every operation of the API's own routes the answers the middleware of app.ts gives before a route runs, so
 * the document lists every status a route really answers:
 * - 500 and 503 anywhere: an unexpected fault (app.ts `onError`), or the database did not answer (or the session could
 *   not be checked);
 * - POST, PUT, PATCH, DELETE: 403 for a cross-site form post (hono/csrf) and 413 over BODY_LIMIT_BYTES;
 * - with a JSON body: 400 for a body that is not valid JSON, 415 for one that is not JSON at all;
 * - with path or query parameters: 422 when one is invalid.
 * better-auth's operations (tag `Auth`) list theirs explicitly (auth-openapi.ts). Statuses an operation already
 * documents keep their answer; a 403 of its own gains the CSRF case in its description.
 */
export function withMiddlewareResponses<T extends { paths?: object }>(document: T): T {
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, value] of Object.entries(item)) {
      const operation = value as Operation;
      if (!operation?.responses || operation.tags?.includes('Auth')) continue;
      const add = (status: ErrorStatus, description = ERROR_DESCRIPTIONS[status]) => {
        operation.responses[status] ??= {
          description,
          ...(status === 503 ? { headers: RETRY_AFTER_HEADER } : {}),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        };
      };
      add(500);
      add(503);
      if (UNSAFE_METHODS.has(method)) {
        const csrf = 'a cross-site form post refused (CSRF: the Origin is not PUBLIC_URL)';
        const own = operation.responses[403];
        if (own && !own.description.includes('CSRF')) own.description = `${own.description}, or ${csrf}`;
        add(403, csrf[0]!.toUpperCase() + csrf.slice(1));
        add(413);
      }
      if (operation.requestBody) {
        add(400);
        add(415);
      }
      if (operation.parameters?.length) {
        // The input guard (decision 0012) refuses a NUL or percent-encoding that is not UTF-8 in a query or path value.
        add(400);
        add(422);
      }
    }
  }
  return document;
}

/**
 * Serves the OpenAPI 3.1 document at /api/openapi.json: every route registered on `app` (build it last), the session
 * cookie security scheme, the tags, the server (PUBLIC_URL), and {@link withMiddlewareResponses}. Built once, on the
 * first request.
 */
export function registerApiDocument(app: AppRouter, options: { publicUrl: string }): void {
  // better-auth prefixes its cookies with __Secure- on https (auth.ts `useSecureCookies`).
  const cookieName = `${options.publicUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token`;
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_COOKIE_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: cookieName,
    description: 'The HTTP-only session cookie set by POST /api/auth/sign-in/email (better-auth).',
  });
  let document: ReturnType<AppRouter['getOpenAPI31Document']> | undefined;
  app.get('/api/openapi.json', (c) => {
    document ??= withMiddlewareResponses(
      app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'Equipped API',
          version: '1.0.0',
          description:
            'The JSON API of Equipped. Sessions are HTTP-only cookies issued by /api/auth (better-auth). Errors are `{ error: { code, message, issues?, requestId } }` (ErrorBody), except under /api/auth, where better-auth answers `{ code, message, requestId }` (AuthError). Every answer carries its request id in the `X-Request-Id` header too; quote it when reporting a problem.',
          contact: { name: 'Equipped', url: options.publicUrl },
        },
        servers: [{ url: options.publicUrl, description: 'This deployment (PUBLIC_URL)' }],
        tags: API_TAGS.map((tag) => ({ ...tag })),
      }),
    );
    return c.json(document);
  });
}
