/**
 * The better-auth endpoints Equipped serves over HTTP, and the ones it switches off.
 *
 * better-auth 1.7.25 with the e-mail/password options and the admin plugin of `auth.ts` builds 46 endpoints; the web
 * client (`src/web/lib/auth-client.ts` and its callers) and the e-mailed links use the seventeen below, so only these are
 * mounted (app.ts) and documented (`/api/openapi.json`); every other path is in better-auth's `disabledPaths` too, so it
 * answers 404 however it is reached. Server code keeps calling `auth.api.*` directly (e.g. `getSession` in
 * access.service.ts), which `disabledPaths` does not affect (better-auth docs, Options → disabledPaths).
 *
 * The authorization matrix test and the OpenAPI document read this one list: a route added here is mounted,
 * documented and must get its matrix row.
 */

/** Where better-auth is mounted (auth.ts `basePath`). */
export const AUTH_BASE_PATH = '/api/auth';

/**
 * Who may call an endpoint: `anyone` (no session needed; the e-mailed links and the sign-up / sign-in / reset forms), or
 * `signed-in` (better-auth answers 401 without a valid session cookie). An unverified member cannot sign in (auth.ts
 * `requireEmailVerification`), so `signed-in` means a verified member, subscriber or admin.
 */
export type AuthRouteAccess = 'anyone' | 'signed-in';

export type AuthRoute = {
  method: 'GET' | 'POST';
  /** better-auth's path, relative to {@link AUTH_BASE_PATH}, with `:param` segments (as `disabledPaths` and Hono spell it). */
  path: string;
  access: AuthRouteAccess;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The better-auth endpoint's name (`auth.api.<name>`), for its operationId. */
  name: string;
};

/** The kept endpoints, in the order of the account's life: sign-up, sign-in, session, recovery, settings, sessions. */
export const AUTH_ROUTES = [
  {
    method: 'POST',
    path: '/sign-up/email',
    access: 'anyone',
    name: 'signUpEmail',
    summary: 'Create an account and mail its confirmation link',
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    access: 'anyone',
    name: 'signInEmail',
    summary: 'Sign in with e-mail and password (sets the session cookie)',
  },
  { method: 'POST', path: '/sign-out', access: 'anyone', name: 'signOut', summary: 'Sign out: end the session and expire its cookie' },
  { method: 'GET', path: '/get-session', access: 'anyone', name: 'getSession', summary: 'The current session and user, or null' },
  {
    method: 'GET',
    path: '/verify-email',
    access: 'anyone',
    name: 'verifyEmail',
    summary: 'Follow an e-mailed confirmation or e-mail-change link',
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    access: 'anyone',
    name: 'sendVerificationEmail',
    summary: 'Mail a new confirmation link',
  },
  {
    method: 'POST',
    path: '/request-password-reset',
    access: 'anyone',
    name: 'requestPasswordReset',
    summary: 'Mail a password reset link',
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    access: 'anyone',
    name: 'resetPasswordCallback',
    summary: 'Follow an e-mailed reset link: redirect to the form with its token',
  },
  { method: 'POST', path: '/reset-password', access: 'anyone', name: 'resetPassword', summary: 'Set a new password with a reset token' },
  {
    method: 'POST',
    path: '/change-email',
    access: 'signed-in',
    name: 'changeEmail',
    summary: 'Start an e-mail change: mail a confirmation link to the new address',
  },
  {
    method: 'POST',
    path: '/change-password',
    access: 'signed-in',
    name: 'changePassword',
    summary: 'Change the password (signs out every other session)',
  },
  { method: 'POST', path: '/delete-user', access: 'signed-in', name: 'deleteUser', summary: 'Delete the account and everything it owns' },
  { method: 'POST', path: '/update-user', access: 'signed-in', name: 'updateUser', summary: "Change the signed-in user's name" },
  { method: 'GET', path: '/list-sessions', access: 'signed-in', name: 'listSessions', summary: "The signed-in user's active sessions" },
  { method: 'POST', path: '/revoke-session', access: 'signed-in', name: 'revokeSession', summary: 'End one of your sessions by its token' },
  {
    method: 'POST',
    path: '/revoke-sessions',
    access: 'signed-in',
    name: 'revokeSessions',
    summary: 'End all of your sessions, this one included',
  },
  {
    method: 'POST',
    path: '/revoke-other-sessions',
    access: 'signed-in',
    name: 'revokeOtherSessions',
    summary: 'End all of your sessions but this one',
  },
] as const satisfies readonly AuthRoute[];

/**
 * Every other path better-auth 1.7.25 serves with auth.ts's options (social sign-in and account linking, tokens of
 * social providers, the admin plugin's user management and impersonation, its health and error pages): better-auth
 * answers 404 to them (`disabledPaths`, matched exactly against the path after the base path). Its OAuth callback,
 * `/callback/:id`, has a path parameter `disabledPaths` cannot match; app.ts never mounts it.
 */
export const AUTH_DISABLED_PATHS = [
  '/sign-in/social',
  '/verify-password',
  '/update-session',
  '/link-social',
  '/list-accounts',
  '/delete-user/callback',
  '/unlink-account',
  '/refresh-token',
  '/get-access-token',
  '/account-info',
  '/admin/set-role',
  '/admin/get-user',
  '/admin/create-user',
  '/admin/update-user',
  '/admin/list-users',
  '/admin/list-user-sessions',
  '/admin/unban-user',
  '/admin/ban-user',
  '/admin/impersonate-user',
  '/admin/stop-impersonating',
  '/admin/revoke-user-session',
  '/admin/revoke-user-sessions',
  '/admin/remove-user',
  '/admin/set-user-password',
  '/admin/has-permission',
  '/ok',
  '/error',
];

/** The full request path of a kept route in OpenAPI form: `/api/auth/reset-password/{token}`. */
export function authOpenApiPath(route: Pick<AuthRoute, 'path'>): string {
  return `${AUTH_BASE_PATH}${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`;
}

const KEPT_ROUTE_PATTERNS = AUTH_ROUTES.map((route) => ({
  method: route.method as string,
  pattern: new RegExp(`^${AUTH_BASE_PATH}${route.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
}));

/**
 * True when `method` and the request `path` (`/api/auth/reset-password/abc`) name one of {@link AUTH_ROUTES}. app.ts
 * passes only these to better-auth, so its path-parameter routes (`/callback/:id`) and other methods of a kept path
 * (`POST /get-session`) are 404 too.
 */
export function isKeptAuthRoute(method: string, path: string): boolean {
  return KEPT_ROUTE_PATTERNS.some((route) => route.method === method && route.pattern.test(path));
}
