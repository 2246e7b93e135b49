import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/shared/limits';
import { changeEmailPasswordSchema } from '@/shared/schemas/account';
import { errorBodySchema } from '@/shared/schemas/errors';
import { type AppRouter, RETRY_AFTER_HEADER, SESSION_OPTIONAL, SIGNED_IN } from '../http/openapi';
import { AUTH_ROUTES, authOpenApiPath, type AuthRoute } from './auth-routes';

/**
 * better-auth's error body (better-auth docs, Concepts → API → Error handling: `APIError` answers `{ code, message }`).
 * Its 429 (rate limit) carries only `message`, so `code` is optional. Not the API's `ErrorBody`; the server adds the
 * request's id as `requestId` (docs/architecture.md#request-ids).
 */
export const authErrorSchema = z
  .object({ code: z.string().optional(), message: z.string(), requestId: z.string().optional() })
  .meta({ id: 'AuthError', description: "better-auth's error body: a machine code (e.g. INVALID_EMAIL_OR_PASSWORD) and a sentence." });

/** A user as better-auth answers it (its user table plus the admin plugin's role and ban fields). Dates are ISO 8601. */
export const authUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullish(),
    createdAt: z.string(),
    updatedAt: z.string(),
    role: z.string().nullish(),
    banned: z.boolean().nullish(),
    banReason: z.string().nullish(),
    banExpires: z.string().nullish(),
  })
  .meta({ id: 'AuthUser', description: 'A user as better-auth answers it. Dates are ISO 8601.' });

/** A session as better-auth answers it. `token` is what `/revoke-session` takes. */
export const authSessionSchema = z
  .object({
    id: z.string(),
    token: z.string(),
    userId: z.string(),
    expiresAt: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    ipAddress: z.string().nullish(),
    userAgent: z.string().nullish(),
    impersonatedBy: z.string().nullish(),
  })
  .meta({ id: 'AuthSession', description: 'A session as better-auth answers it; `token` identifies it to /revoke-session.' });

const statusTrue = z.object({ status: z.boolean() });
const callbackURL = z.string().optional().describe('Where the e-mailed link lands afterwards (same origin as PUBLIC_URL)');
const password = z.string().describe(`At least ${PASSWORD_MIN_LENGTH} and at most 128 characters`);

const authError = (description: string) => ({ description, content: { 'application/json': { schema: authErrorSchema } } });
/** Statuses both better-auth and the app's own middleware answer: either error body. */
const eitherError = (description: string) => ({
  description,
  content: { 'application/json': { schema: z.union([authErrorSchema, errorBodySchema]) } },
});
const ok = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const redirect = (description: string) => ({
  description,
  headers: { Location: { description: 'Where the browser goes', schema: { type: 'string' as const } } },
});

type AuthDoc = {
  description: string;
  body?: z.ZodType;
  /** The endpoints that act on the session alone take an empty body, or none. */
  bodyOptional?: true;
  query?: z.ZodObject;
  params?: z.ZodObject;
  responses: Record<number, object>;
};

/** What each kept endpoint takes and answers (better-auth 1.7.25 sources, `better-auth/dist/api/routes/*`). */
const DOCS: Record<(typeof AUTH_ROUTES)[number]['name'], AuthDoc> = {
  signUpEmail: {
    description:
      'Creates an unverified account and mails its confirmation link; no session until the address is confirmed. An address that is already registered gets the same answer (no e-mail enumeration). Rate-limited per client IP.',
    body: z.object({
      name: z.string(),
      email: z.string(),
      password,
      image: z.string().optional(),
      callbackURL,
      rememberMe: z.boolean().optional(),
    }),
    responses: {
      200: ok(z.object({ token: z.string().nullable(), user: authUserSchema }), 'Account created (token null: confirm the e-mail first)'),
    },
  },
  signInEmail: {
    description:
      'Checks the password and sets the session cookie. An unconfirmed address answers 403 EMAIL_NOT_VERIFIED and gets a fresh confirmation link. Rate-limited per client IP.',
    body: z.object({ email: z.string(), password: z.string(), callbackURL, rememberMe: z.boolean().optional() }),
    responses: {
      200: ok(
        z.object({ redirect: z.boolean(), token: z.string(), url: z.string().optional(), user: authUserSchema }),
        'Signed in; Set-Cookie carries the session',
      ),
      401: authError('Wrong e-mail or password (INVALID_EMAIL_OR_PASSWORD)'),
    },
  },
  signOut: {
    description: 'Deletes the session named by the cookie and expires the cookie. Without a session it still answers 200.',
    body: z.object({}),
    bodyOptional: true,
    responses: { 200: ok(z.object({ success: z.boolean() }), 'Signed out') },
  },
  getSession: {
    description: 'The session and user of the cookie, or null when signed out. The web app asks it when /api/me cannot answer.',
    query: z.object({ disableCookieCache: z.string().optional(), disableRefresh: z.string().optional() }),
    responses: { 200: ok(z.object({ session: authSessionSchema, user: authUserSchema }).nullable(), 'The session, or null') },
  },
  verifyEmail: {
    description:
      'The link of a confirmation or e-mail-change mail. With callbackURL it redirects there (adding `error=<CODE>` when the token is invalid or expired); without one it answers JSON.',
    query: z.object({ token: z.string(), callbackURL: z.string().optional() }),
    responses: {
      200: ok(z.object({ status: z.boolean(), user: z.union([authUserSchema, z.null()]).optional() }), 'Confirmed (no callbackURL)'),
      302: redirect('Confirmed, or refused with `?error=`: redirected to callbackURL'),
      401: authError('Invalid or expired token (no callbackURL)'),
    },
  },
  sendVerificationEmail: {
    description:
      'Mails a new confirmation link to an unconfirmed address. Answers the same whether or not the address is registered. Rate-limited per client IP and per address (429 alike for every address).',
    body: z.object({ email: z.string(), callbackURL }),
    responses: { 200: ok(statusTrue, 'Sent, if the address needs it') },
  },
  requestPasswordReset: {
    description:
      'Mails a reset link valid for one hour. Answers the same whether or not the address is registered. Rate-limited per client IP.',
    body: z.object({
      email: z.string(),
      redirectTo: z.string().optional().describe('The reset form the link leads to (same origin as PUBLIC_URL)'),
    }),
    responses: { 200: ok(z.object({ status: z.boolean(), message: z.string() }), 'Sent, if the address is registered') },
  },
  resetPasswordCallback: {
    description:
      'The link of a reset mail: redirects to callbackURL with `?token=`, or with `?error=INVALID_TOKEN` when the token is unknown or expired.',
    params: z.object({ token: z.string() }),
    query: z.object({ callbackURL: z.string() }),
    responses: { 302: redirect('Redirected to the reset form (with the token, or with an error)') },
  },
  resetPassword: {
    description: 'Sets a new password with the token of a reset link, and ends every session of the account. Rate-limited per client IP.',
    body: z.object({ newPassword: password, token: z.string().optional() }),
    query: z.object({ token: z.string().optional() }),
    responses: { 200: ok(statusTrue, 'Password changed') },
  },
  changeEmail: {
    description:
      'Mails a confirmation link to the new address; the e-mail changes only when it is followed. Needs the current password (`currentPassword`; 400 CURRENT_PASSWORD_REQUIRED or INVALID_PASSWORD otherwise). Rate-limited like sign-in.',
    body: z.object({ newEmail: z.string(), callbackURL }).extend(changeEmailPasswordSchema.shape),
    responses: { 200: ok(statusTrue, 'Confirmation link sent') },
  },
  changePassword: {
    description:
      'Checks the current password, sets the new one and signs out every other session of the account. Rate-limited like sign-in.',
    body: z.object({ currentPassword: z.string(), newPassword: password, revokeOtherSessions: z.boolean().optional() }),
    responses: { 200: ok(z.object({ token: z.string().nullable(), user: authUserSchema }), 'Password changed; this session continues') },
  },
  deleteUser: {
    description:
      'Deletes the account and everything it owns (favourites, workouts, suggestions, subscription). The password is required (400 CURRENT_PASSWORD_REQUIRED without it). Rate-limited like sign-in.',
    body: z.object({ password: z.string(), callbackURL }),
    responses: { 200: ok(z.object({ success: z.boolean(), message: z.string() }), 'Deleted; the session cookie is expired') },
  },
  updateUser: {
    description: "Changes the signed-in user's display name.",
    body: z.object({ name: z.string().optional(), image: z.string().nullish() }),
    responses: { 200: ok(statusTrue, 'Saved') },
  },
  listSessions: {
    description: 'Every unexpired session of the signed-in user, this one included.',
    responses: { 200: ok(z.array(authSessionSchema), 'Sessions') },
  },
  revokeSession: {
    description:
      "Ends one of the signed-in user's own sessions, named by its token; a token that names none of them (another member's, or made up) ends nothing.",
    body: z.object({ token: z.string() }),
    responses: {
      200: ok(statusTrue, 'Ended'),
      404: authError("The token names none of the caller's sessions (SESSION_NOT_FOUND); nothing was ended"),
    },
  },
  revokeSessions: {
    description: 'Ends every session of the signed-in user, this one included.',
    body: z.object({}),
    bodyOptional: true,
    responses: { 200: ok(statusTrue, 'Ended') },
  },
  revokeOtherSessions: {
    description: 'Ends every session of the signed-in user except this one.',
    body: z.object({}),
    bodyOptional: true,
    responses: { 200: ok(statusTrue, 'Ended') },
  },
};

/** The error responses every kept endpoint may give, by method and access. */
function commonErrors(route: AuthRoute) {
  const post = route.method === 'POST';
  return {
    400: eitherError('Invalid input (better-auth: VALIDATION_ERROR, INVALID_TOKEN, …) or a body that is not valid JSON'),
    ...(route.access === 'signed-in' ? { 401: authError('Not signed in (UNAUTHORIZED)') } : {}),
    403: eitherError(
      post
        ? 'Refused by the origin check (better-auth: INVALID_ORIGIN, MISSING_OR_NULL_ORIGIN), an unconfirmed e-mail (EMAIL_NOT_VERIFIED), or a cross-site form post (CSRF, in the API error shape)'
        : 'A callbackURL on another origin (INVALID_CALLBACK_URL)',
    ),
    ...(post
      ? {
          413: {
            description: 'Body too large (BODY_LIMIT_BYTES), in the API error shape',
            content: { 'application/json': { schema: errorBodySchema } },
          },
          415: authError('The body is not JSON (UNSUPPORTED_MEDIA_TYPE)'),
        }
      : {}),
    422: authError('Refused by better-auth (e.g. an invalid e-mail address or password length)'),
    429: { ...authError('Too many requests from this client IP; Retry-After says when to try again'), headers: RETRY_AFTER_HEADER },
    500: authError('An unexpected fault (e.g. the payment provider failed while an account was being deleted); nothing was changed'),
    503: {
      description: 'The database is unreachable (SERVICE_UNAVAILABLE, in the API error shape); Retry-After says when to try again',
      headers: RETRY_AFTER_HEADER,
      content: { 'application/json': { schema: errorBodySchema } },
    },
  };
}

/**
 * Adds the kept better-auth endpoints ({@link AUTH_ROUTES}) to the document, tagged `Auth`, with better-auth's own
 * request and answer shapes and its error body (`AuthError`), and the session cookie on those that need a session.
 */
export function registerAuthDocumentation(registry: AppRouter['openAPIRegistry']): void {
  for (const route of AUTH_ROUTES) {
    const doc = DOCS[route.name];
    registry.registerPath({
      method: route.method === 'GET' ? 'get' : 'post',
      path: authOpenApiPath(route),
      operationId: `auth_${route.name}`,
      tags: ['Auth'],
      summary: route.summary,
      description: `${doc.description} Errors are better-auth's \`{ code, message }\` (AuthError).`,
      ...(route.access === 'signed-in' ? { security: SIGNED_IN } : { security: SESSION_OPTIONAL }),
      request: {
        ...(doc.body ? { body: { content: { 'application/json': { schema: doc.body } }, required: !doc.bodyOptional } } : {}),
        ...(doc.query ? { query: doc.query } : {}),
        ...(doc.params ? { params: doc.params } : {}),
      },
      responses: { ...commonErrors(route), ...doc.responses },
    });
  }
}
