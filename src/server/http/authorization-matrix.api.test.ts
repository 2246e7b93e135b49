import { inspectRoutes } from 'hono/dev';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from '../auth/auth-routes';
import { lastMailTo, pathOf } from '../test/auth-test-helpers';
import { CALLERS, type Caller, type Callers, type Identity, makeCallers, sessionTokenOf, stillThemselves } from '../test/callers';
import { searchIndexOf } from '../features/exercises/search/search-index-store';
import { createTestContext } from '../test/test-app';

/**
 * The authorisation matrix (OWASP ASVS 5.0 V8.2.1: every function checks who may call it): every route the server answers
 * is called as each of five callers (src/server/test/callers.ts: anonymous, unverified, member, subscriber, admin) and
 * must answer the status its rule names. The routes are read from the routers' own tables, so a route added anywhere
 * shows up here without a rule and fails the first test ("every route has a rule"), and so does a rule whose route is
 * gone:
 * - Hono's route table (`inspectRoutes`): the API of src/server/features, the OpenAPI document, the dev mailbox;
 * - better-auth's endpoint table (`auth.api`, mounted under /api/auth): each endpoint with its `path` and
 *   `options.method`, as better-call's router registers them (endpoints marked SERVER_ONLY are not served over HTTP).
 *   An upgrade of better-auth that adds an endpoint fails the suite until the endpoint has a rule.
 *
 * How a route is called: path parameters become an id that names nothing (so allowed callers reach the handler and get
 * its 404/422, and nothing real is changed); POST/PUT/PATCH send `{}` (so allowed callers get the validation error,
 * which proves the role check passed and runs first for those who are refused). A rule may give its own probe, also one
 * per caller (e.g. each signs in with their own password). After each row the callers are checked (still signed in,
 * still subscribed, still admin, still unverified) and replaced when a call changed them, so a route that ends a
 * session, a subscription or an account cannot spoil the rows after it.
 *
 * To add a route: add one line to RULES with the helper that says who may call it and what an allowed caller's probe
 * answers. Whether another member's rows can be reached through an allowed route is idor.api.test.ts's question.
 */

type Expected = Record<Caller, number>;
/** A path or body, fixed or made from the caller's own account (their e-mail, password, confirmation link). */
type PerCaller<T> = T | ((who: Identity) => T | Promise<T>);
/** How a row calls its route: another path (e.g. a wildcard's concrete path), a body, or new users for this row only. */
type Probe = { path?: PerCaller<string>; body?: PerCaller<Record<string, unknown>>; fresh?: boolean };
type Rule = { expected: Expected; probe?: Probe };

/** Everyone gets `status`. */
const open = (status: number, probe?: Probe): Rule => ({
  expected: { anonymous: status, unverified: status, member: status, subscriber: status, admin: status },
  probe,
});
/** Signed-in callers get `status`; the anonymous and the unverified (who hold no session) 401. */
const signedIn = (status: number, probe?: Probe): Rule => ({
  expected: { anonymous: 401, unverified: 401, member: status, subscriber: status, admin: status },
  probe,
});
/** Admins get `status`; other members 403; those without a session 401 (decision 0001). */
const adminOnly = (status: number, probe?: Probe): Rule => ({
  expected: { anonymous: 401, unverified: 401, member: 403, subscriber: 403, admin: status },
  probe,
});
/** Any other combination, spelled out. */
const custom = (expected: Expected, probe?: Probe): Rule => ({ expected, probe });
/**
 * A better-auth endpoint the product does not use (not in AUTH_ROUTES, src/server/auth/auth-routes.ts): switched off, so it
 * answers 404 to everyone — as any unknown path under /api/auth does.
 */
const switchedOff = (): Rule => open(404);

/** Names nothing: allowed callers reach the handler and get its "not found". */
const NOBODY = '00000000-0000-4000-8000-000000000000';
/** The caller's own e-mail, or an address nobody has for the anonymous. */
const ownEmail = (who: Identity) => who.email ?? 'nobody@example.test';

/** The rules, keyed `METHOD path` exactly as Hono or better-auth lists the route (`:param` syntax). */
const RULES: Record<string, Rule> = {
  // The better-auth mount (Hono: two wildcard routes): a path better-auth does not know answers 404.
  'GET /api/auth/*': open(404, { path: '/api/auth/no-such-endpoint' }),
  'POST /api/auth/*': open(404, { path: '/api/auth/no-such-endpoint' }),

  // better-auth endpoints the product uses (AUTH_ROUTES). Each caller brings what they hold: their own e-mail and
  // password, their confirmation link.
  'POST /api/auth/sign-up/email': open(400),
  // The anonymous try a password nobody has (401); the unverified are refused until they confirm (403
  // EMAIL_NOT_VERIFIED); verified members sign in.
  'POST /api/auth/sign-in/email': custom(
    { anonymous: 401, unverified: 403, member: 200, subscriber: 200, admin: 200 },
    { body: (who) => ({ email: ownEmail(who), password: who.password ?? 'not-the-password' }) },
  ),
  // Signing out without a session ends nothing and says so with better-auth's `{ success: true }`: no one learns anything.
  'POST /api/auth/sign-out': open(200, { fresh: true }),
  'GET /api/auth/get-session': open(200),
  // The unverified follow their own link (and are signed in by it); the others have none and try one that names nothing.
  'GET /api/auth/verify-email': custom(
    { anonymous: 401, unverified: 302, member: 401, subscriber: 401, admin: 401 },
    { path: (who) => (who.caller === 'unverified' ? confirmationLinkOf(who) : `/api/auth/verify-email?token=${NOBODY}`), fresh: true },
  ),
  // An address nobody has is answered as a sent mail (no e-mail enumeration); a confirmed member's own is refused.
  'POST /api/auth/send-verification-email': custom(
    { anonymous: 200, unverified: 200, member: 400, subscriber: 400, admin: 400 },
    { body: (who) => ({ email: ownEmail(who) }) },
  ),
  'POST /api/auth/request-password-reset': open(200, { body: (who) => ({ email: ownEmail(who) }) }),
  'GET /api/auth/reset-password/:token': open(400),
  'POST /api/auth/reset-password': open(400, { body: { token: NOBODY, newPassword: 'another-horse-battery' } }),
  'POST /api/auth/change-email': signedIn(400, { body: { newEmail: 'taken@example.test', currentPassword: 'not-the-password' } }),
  'POST /api/auth/change-password': signedIn(400, { body: { currentPassword: 'not-the-password', newPassword: 'another-horse-battery' } }),
  'POST /api/auth/delete-user': signedIn(400, { body: { password: 'not-the-password' } }),
  'POST /api/auth/update-user': signedIn(400),
  'GET /api/auth/list-sessions': signedIn(200),
  // Each revokes their own session (someone else's is idor.api.test.ts's question).
  'POST /api/auth/revoke-session': signedIn(200, { body: (who) => ({ token: sessionTokenOf(who) ?? NOBODY }), fresh: true }),
  'POST /api/auth/revoke-sessions': signedIn(200, { fresh: true }),
  'POST /api/auth/revoke-other-sessions': signedIn(200),

  // better-auth endpoints the product does not use: social sign-in and account linking, OAuth tokens, the admin
  // plugin's user management and impersonation, better-auth's own status pages, and a session read by POST (only for
  // better-auth's deferred session refresh, which is off).
  'POST /api/auth/get-session': switchedOff(),
  'POST /api/auth/sign-in/social': switchedOff(),
  'GET /api/auth/callback/:id': switchedOff(),
  'POST /api/auth/callback/:id': switchedOff(),
  'POST /api/auth/verify-password': switchedOff(),
  'POST /api/auth/update-session': switchedOff(),
  'POST /api/auth/link-social': switchedOff(),
  'GET /api/auth/list-accounts': switchedOff(),
  'GET /api/auth/delete-user/callback': switchedOff(),
  'POST /api/auth/unlink-account': switchedOff(),
  'POST /api/auth/refresh-token': switchedOff(),
  'POST /api/auth/get-access-token': switchedOff(),
  'GET /api/auth/account-info': switchedOff(),
  'POST /api/auth/admin/set-role': switchedOff(),
  'GET /api/auth/admin/get-user': switchedOff(),
  'POST /api/auth/admin/create-user': switchedOff(),
  'POST /api/auth/admin/update-user': switchedOff(),
  'GET /api/auth/admin/list-users': switchedOff(),
  'POST /api/auth/admin/list-user-sessions': switchedOff(),
  'POST /api/auth/admin/unban-user': switchedOff(),
  'POST /api/auth/admin/ban-user': switchedOff(),
  'POST /api/auth/admin/impersonate-user': switchedOff(),
  'POST /api/auth/admin/stop-impersonating': switchedOff(),
  'POST /api/auth/admin/revoke-user-session': switchedOff(),
  'POST /api/auth/admin/revoke-user-sessions': switchedOff(),
  'POST /api/auth/admin/remove-user': switchedOff(),
  'POST /api/auth/admin/set-user-password': switchedOff(),
  'POST /api/auth/admin/has-permission': switchedOff(),
  'GET /api/auth/ok': switchedOff(),
  'GET /api/auth/error': switchedOff(),

  'GET /api/health': open(200),
  // Readiness for a load balancer: no session, the same answer for everyone (docs/architecture.md#health-and-readiness).
  'GET /api/ready': open(200),
  // Metrics open to the bearer token of METRICS_TOKEN only: no session, not even an admin's, opens them
  // (docs/deployment.md#metrics; the token itself in metrics.api.test.ts).
  'GET /metrics': custom({ anonymous: 401, unverified: 401, member: 401, subscriber: 401, admin: 401 }),
  'GET /api/me': signedIn(200),
  // Who is viewing: the visitor too (`{ me: null }`), each only themselves (me.api.test.ts).
  'GET /api/viewer': open(200),
  'GET /api/openapi.json': open(200),
  'ALL /api/*': open(404, { path: '/api/no-such-route' }),
  'GET /dev/mailbox.json': open(200),
  'GET /dev/mailbox': open(200),
  // What a crawler reads (src/server/features/seo): the same text for everyone.
  'GET /robots.txt': open(200),
  'GET /sitemap.xml': open(200),

  // Catalogue: open to all; the sample rule is tested in exercises-visibility.api.test.ts.
  'GET /api/exercises': open(200),
  'GET /api/exercises/autocomplete': open(200),
  'GET /api/exercises/equipment': open(200),
  'GET /api/exercises/by-ids': open(200),
  'GET /api/exercises/:id': open(404),
  'GET /api/exercises/:id/alternatives': open(404),
  // Pictures by content key: public like any image (the key is the content's hash, not a guessable id).
  'GET /api/illustrations/:key': open(404),

  // Favourites and workouts: signed-in members, their own rows only.
  'GET /api/favorites': signedIn(200),
  'GET /api/favorites/ids': signedIn(200),
  'PUT /api/favorites/:exerciseId': signedIn(404),
  'DELETE /api/favorites/:exerciseId': signedIn(204),
  'GET /api/workouts': signedIn(200),
  'POST /api/workouts': signedIn(422),
  'GET /api/workouts/:id': signedIn(404),
  'PUT /api/workouts/:id': signedIn(422),
  'DELETE /api/workouts/:id': signedIn(404),
  // The training log: signed-in members, their own sessions only. Starting one from a workout nobody has answers 404.
  'POST /api/sessions': signedIn(404, { body: { workoutId: NOBODY } }),
  'GET /api/sessions/open': signedIn(200),
  'GET /api/sessions/export.csv': signedIn(200),
  'POST /api/sessions/import/preview': signedIn(422),
  'POST /api/sessions/import': signedIn(422),
  'GET /api/account/export.json': signedIn(200),
  'GET /api/sessions': signedIn(200),
  'GET /api/sessions/calendar': signedIn(422),
  'GET /api/exercises/:id/history': signedIn(404),
  'GET /api/sessions/:id': signedIn(404),
  'PATCH /api/sessions/:id': signedIn(404),
  'DELETE /api/sessions/:id': signedIn(404),
  'POST /api/sessions/:id/finish': signedIn(404),
  'POST /api/sessions/:id/exercises': signedIn(422),
  'PATCH /api/sessions/:id/exercises/:entryId': signedIn(404),
  'DELETE /api/sessions/:id/exercises/:entryId': signedIn(404),
  'PUT /api/sessions/:id/sets/:setId': signedIn(422),
  'DELETE /api/sessions/:id/sets/:setId': signedIn(404),
  'GET /api/training-preferences': signedIn(200),
  'PUT /api/training-preferences': signedIn(422),
  'GET /api/gyms': signedIn(200),
  'POST /api/gyms': signedIn(422),
  'PUT /api/gyms/active': signedIn(422),
  'PATCH /api/gyms/:id': signedIn(422),
  'DELETE /api/gyms/:id': signedIn(404),

  // Suggestions: signed-in members, their own suggestions.
  'GET /api/suggestions': signedIn(200),
  'POST /api/suggestions': signedIn(422),
  'DELETE /api/suggestions/:id': signedIn(404),

  // Admin (decision 0001).
  'GET /api/admin/exercises': adminOnly(200),
  'POST /api/admin/exercises': adminOnly(422),
  'PUT /api/admin/exercises/:id': adminOnly(422),
  'DELETE /api/admin/exercises/:id': adminOnly(404),
  'PATCH /api/admin/exercises/:id/sample': adminOnly(422),
  'PUT /api/admin/exercises/:id/illustration': adminOnly(422),
  'DELETE /api/admin/exercises/:id/illustration': adminOnly(404),
  'GET /api/admin/suggestions': adminOnly(200),
  'POST /api/admin/suggestions/:id/approve': adminOnly(404),
  'DELETE /api/admin/suggestions/:id': adminOnly(404),

  // Announcements and banner ads: members read the active ones; admins manage them.
  'GET /api/announcements/active': signedIn(200),
  'GET /api/admin/announcements/latest': adminOnly(200),
  'POST /api/admin/announcements': adminOnly(422),
  'PUT /api/admin/announcements/:id': adminOnly(422),
  'GET /api/banner-ads': signedIn(200),
  'GET /api/admin/banner-ads': adminOnly(200),
  'PUT /api/admin/banner-ads/:slot': adminOnly(422, { path: '/api/admin/banner-ads/1' }),
  'DELETE /api/admin/banner-ads/:slot': adminOnly(404, { path: '/api/admin/banner-ads/1' }),
  'GET /api/events': signedIn(200),

  // Billing (decision 0009). Like every other route, a signed-out caller gets 401 before the body is validated (as
  // workouts.routes.ts and admin.routes.ts do with a middleware).
  'GET /api/billing/subscription': signedIn(200),
  'POST /api/billing/checkout': signedIn(422),
  'POST /api/billing/portal': signedIn(200),
  'POST /api/billing/local/checkout': signedIn(422),
  // The local test-mode provider acts on the caller's own subscription: 409 for those without one (the admin's
  // subscription is implied by the role, there is no row to change).
  'POST /api/billing/local/cancel': custom({ anonymous: 401, unverified: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
  'POST /api/billing/local/resume': custom({ anonymous: 401, unverified: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
  'POST /api/billing/local/end': custom({ anonymous: 401, unverified: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
};

// With METRICS_TOKEN set, so the metrics row checks the token's guard rather than a route that is off.
const ctx = await createTestContext({ env: { METRICS_TOKEN: 'matrix-metrics-token-0123456789' } });
// A started instance builds its search index at once (main.ts); until then /api/ready answers 503 to everyone.
await searchIndexOf(ctx.database);

/** The path and query of the newest confirmation link mailed to the caller. */
function confirmationLinkOf(who: Identity): string {
  const link = lastMailTo(ctx, who.email!)?.links.find((url) => url.includes('/verify-email'));
  if (!link) throw new Error(`no confirmation link was mailed to ${who.email}`);
  return pathOf(link);
}

/**
 * Every route Hono registers, once per method and path, in registration order. `app.use` middleware (method ALL, a
 * handler that takes `next`) is left out; a handler of a method that takes `next` (e.g. one that passes some paths on)
 * is a route all the same, though `inspectRoutes` marks it as middleware.
 */
const HONO_ROUTES = [
  ...new Set(
    inspectRoutes(ctx.app)
      .filter((r) => !r.isMiddleware || r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`),
  ),
];

/**
 * Every endpoint better-auth serves under its mount, once per method: what better-call's router registers from
 * `auth.api` (an endpoint with a `path` and not SERVER_ONLY, under each of its `options.method`).
 */
type AuthEndpoint = { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } };
const AUTH_ENDPOINTS = Object.values(ctx.auth.api as unknown as Record<string, AuthEndpoint>)
  .filter((endpoint) => endpoint.path && !endpoint.options?.metadata?.SERVER_ONLY)
  .flatMap((endpoint) => [endpoint.options?.method ?? []].flat().map((method) => `${method} ${ctx.auth.options.basePath}${endpoint.path}`));

const ROUTES = [...HONO_ROUTES, ...AUTH_ENDPOINTS];

let shared: Promise<Callers> | undefined;
let cellsChecked = 0;
let rowsChecked = 0;

afterAll(async () => {
  console.info(
    `authorisation matrix: ${rowsChecked} routes × ${CALLERS.length} callers = ${cellsChecked} statuses checked (${ROUTES.length} routes listed)`,
  );
  await ctx.close();
});

async function statusOf(who: Identity, method: string, rule: Rule, pattern: string): Promise<number> {
  const resolve = async <T>(value: PerCaller<T> | undefined) =>
    typeof value === 'function' ? await (value as (who: Identity) => T | Promise<T>)(who) : value;
  const path = (await resolve(rule.probe?.path)) ?? pattern.replace(/:[A-Za-z]+/g, NOBODY);
  const body = (await resolve(rule.probe?.body)) ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
  const init: RequestInit & { json?: unknown } = { method: method === 'ALL' ? 'GET' : method };
  if (body !== undefined) init.json = body;
  const response = await who.client.request(path, init);
  await response.body?.cancel(); // server-sent event streams never end by themselves
  return response.status;
}

describe('authorisation matrix: every route × anonymous, unverified, member, subscriber, admin', () => {
  it('has a rule for every route the server answers, and no rule for a route that is gone', () => {
    const missing = ROUTES.filter((route) => !(route in RULES));
    const stale = Object.keys(RULES).filter((route) => !ROUTES.includes(route));
    expect(
      { missing, stale },
      `Add a rule to RULES in src/server/http/authorization-matrix.api.test.ts for:\n  ${missing.join('\n  ')}\n` +
        `and remove the rules of routes that no longer exist:\n  ${stale.join('\n  ')}`,
    ).toEqual({ missing: [], stale: [] });
  });

  it('switches off (404 for everyone) exactly the better-auth endpoints the product does not use (AUTH_ROUTES)', () => {
    const kept = new Set(AUTH_ROUTES.map(({ method, path }) => `${method} ${ctx.auth.options.basePath}${path}`));
    const unknownKept = [...kept].filter((route) => !AUTH_ENDPOINTS.includes(route));
    const wrong = AUTH_ENDPOINTS.filter((route) => RULES[route] && kept.has(route) === isSwitchedOff(RULES[route]));
    expect({ unknownKept, wrong }).toEqual({ unknownKept: [], wrong: [] });
  });

  for (const route of ROUTES) {
    const rule = RULES[route];
    it.skipIf(!rule)(`${route}${rule ? '' : ' (no rule: see the first test)'}`, async () => {
      const [method, pattern] = route.split(' ') as [string, string];
      // A row that changes its callers' state (a subscription cancelled, …) gets users of its own, so its answer
      // never depends on the rows before it.
      const callers = rule!.probe?.fresh ? await makeCallers(ctx) : await (shared ??= makeCallers(ctx));
      const actual = {} as Expected;
      for (const caller of CALLERS) actual[caller] = await statusOf(callers[caller], method, rule!, pattern);
      cellsChecked += CALLERS.length;
      rowsChecked += 1;
      // A call that changed who a caller is (sign-out, account deletion, ended subscription) gets the next row new users.
      if (!rule!.probe?.fresh && !(await stillThemselves(ctx, callers))) shared = undefined;
      // Compared as one line per caller, so a failure shows every caller's status, not a truncated object.
      const table = (statuses: Expected) => CALLERS.map((caller) => `${caller} ${statuses[caller]}`).join(', ');
      expect(table(actual), route).toBe(table(rule!.expected));
    });
  }
});

/** Whether a rule says 404 for everyone (a switched-off endpoint). */
function isSwitchedOff(rule: Rule): boolean {
  return CALLERS.every((caller) => rule.expected[caller] === 404);
}
