import { inspectRoutes } from 'hono/dev';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient } from '../test/test-app';

/**
 * The authorisation matrix (issue 5 §4): every route the server registers — read from Hono's own route table, so a
 * route added anywhere shows up here — is called as each of four callers, and must answer the status its rule names.
 * A route without a rule fails ("every route has a rule"), and so does a rule whose route is gone.
 *
 * How a route is called: path parameters become an id that names nothing (so allowed callers reach the handler and get
 * its 404/422, and nothing real is changed); POST/PUT/PATCH send `{}` (so allowed callers get 422 from validation,
 * which proves the role check passed and runs first for those who are refused). A rule may give its own probe. After
 * each row the callers are checked (still signed in, still subscribed, still admin) and replaced when a call changed
 * them, so a route that ends a session, a subscription or an account cannot spoil the rows after it.
 *
 * To add a route: add one line to RULES with the helper that says who may call it and what an allowed caller's probe
 * answers.
 */

type Caller = 'anonymous' | 'member' | 'subscriber' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'member', 'subscriber', 'admin'];
type Expected = Record<Caller, number>;
/** How a row calls its route: another path (e.g. a wildcard's concrete path), a body, or new users for this row only. */
type Probe = { path?: string; body?: unknown; fresh?: boolean };
type Rule = { expected: Expected; probe?: Probe };

/** Everyone gets `status`. */
const open = (status: number, probe?: Probe): Rule => ({ expected: { anonymous: status, member: status, subscriber: status, admin: status }, probe });
/** Signed-in callers get `status`; the anonymous 401. */
const signedIn = (status: number, probe?: Probe): Rule => ({ expected: { anonymous: 401, member: status, subscriber: status, admin: status }, probe });
/** Admins get `status`; other members 403; the anonymous 401 (issue 5 §1). */
const adminOnly = (status: number, probe?: Probe): Rule => ({ expected: { anonymous: 401, member: 403, subscriber: 403, admin: status }, probe });
/** Any other combination, spelled out. */
const custom = (expected: Expected, probe?: Probe): Rule => ({ expected, probe });

/** Names nothing: allowed callers reach the handler and get its "not found". */
const NOBODY = '00000000-0000-4000-8000-000000000000';

/** The rules, keyed `METHOD path` exactly as Hono lists the route (`:param` syntax). */
const RULES: Record<string, Rule> = {
  // better-auth (mounted as two wildcard routes): a session read, and a failed sign-in.
  'GET /api/auth/*': open(200, { path: '/api/auth/get-session' }),
  'POST /api/auth/*': open(401, { path: '/api/auth/sign-in/email', body: { email: 'nobody@example.test', password: 'not-the-password' } }),
  'GET /api/health': open(200),
  'GET /api/me': signedIn(200),
  'GET /api/openapi.json': open(200),
  'ALL /api/*': open(404, { path: '/api/no-such-route' }),
  'GET /dev/mailbox.json': open(200),
  'GET /dev/mailbox': open(200),

  // Catalogue (issue 2): open to all; the sample rule is tested in exercises-visibility.api.test.ts.
  'GET /api/exercises': open(200),
  'GET /api/exercises/equipment': open(200),
  'GET /api/exercises/by-ids': open(200),
  'GET /api/exercises/:id': open(404),

  // Favourites and workouts (issues 2–3): signed-in members, their own rows only.
  'GET /api/favorites': signedIn(200),
  'GET /api/favorites/ids': signedIn(200),
  'PUT /api/favorites/:exerciseId': signedIn(404),
  'DELETE /api/favorites/:exerciseId': signedIn(204),
  'GET /api/workouts': signedIn(200),
  'POST /api/workouts': signedIn(422),
  'GET /api/workouts/:id': signedIn(404),
  'PUT /api/workouts/:id': signedIn(422),
  'DELETE /api/workouts/:id': signedIn(404),

  // Suggestions (issue 4): signed-in members, their own suggestions.
  'GET /api/suggestions': signedIn(200),
  'POST /api/suggestions': signedIn(422),
  'DELETE /api/suggestions/:id': signedIn(404),

  // Admin (issue 5 §1).
  'GET /api/admin/exercises': adminOnly(200),
  'POST /api/admin/exercises': adminOnly(422),
  'PUT /api/admin/exercises/:id': adminOnly(422),
  'DELETE /api/admin/exercises/:id': adminOnly(404),
  'PATCH /api/admin/exercises/:id/sample': adminOnly(422),
  'GET /api/admin/suggestions': adminOnly(200),
  'POST /api/admin/suggestions/:id/approve': adminOnly(404),
  'DELETE /api/admin/suggestions/:id': adminOnly(404),

  // Announcements and banner ads (issue 5 §2–3): members read the active ones; admins manage them.
  'GET /api/announcements/active': signedIn(200),
  'GET /api/admin/announcements/latest': adminOnly(200),
  'POST /api/admin/announcements': adminOnly(422),
  'PUT /api/admin/announcements/:id': adminOnly(422),
  'GET /api/banner-ads': signedIn(200),
  'GET /api/admin/banner-ads': adminOnly(200),
  'PUT /api/admin/banner-ads/:slot': adminOnly(422, { path: '/api/admin/banner-ads/1' }),
  'DELETE /api/admin/banner-ads/:slot': adminOnly(404, { path: '/api/admin/banner-ads/1' }),
  'GET /api/events': signedIn(200),

  // Billing (issue 6). Like every other route, a signed-out caller gets 401 before the body is validated (as
  // workouts.routes.ts and admin.routes.ts do with a middleware).
  'GET /api/billing/subscription': signedIn(200),
  'POST /api/billing/checkout': signedIn(422),
  'POST /api/billing/portal': signedIn(200),
  'POST /api/billing/local/checkout': signedIn(422),
  // The local test-mode provider acts on the caller's own subscription: 409 for those without one (the admin's
  // subscription is implied by the role, there is no row to change).
  'POST /api/billing/local/cancel': custom({ anonymous: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
  'POST /api/billing/local/resume': custom({ anonymous: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
  'POST /api/billing/local/end': custom({ anonymous: 401, member: 409, subscriber: 200, admin: 409 }, { fresh: true }),
};

const ctx = await createTestContext();
afterAll(() => ctx.close());

/** Every route handler the app registers (middleware left out), once per method and path, in registration order. */
const ROUTES = [...new Map(inspectRoutes(ctx.app).filter((r) => !r.isMiddleware).map((r) => [`${r.method} ${r.path}`, r])).keys()];

/** The four callers; signed-in ones are real users with sessions (the subscriber has an active subscription). */
async function makeCallers(): Promise<Record<Caller, TestClient>> {
  const member = await ctx.signedInUser('user');
  const subscriber = await ctx.signedInUser('user');
  await ctx.subscribe(subscriber.userId);
  const admin = await ctx.signedInUser('admin');
  return { anonymous: ctx.client(), member: member.client, subscriber: subscriber.client, admin: admin.client };
}

let shared: Promise<Record<Caller, TestClient>> | undefined;

/** False once a call has signed a caller out, deleted them or ended the subscriber's subscription. */
async function stillThemselves(callers: Record<Caller, TestClient>): Promise<boolean> {
  const me = async (caller: Caller) => {
    const response = await callers[caller].request('/api/me');
    return response.status === 200 ? ((await response.json()) as { role: string; subscription: { subscribed: boolean } }) : null;
  };
  const [member, subscriber, admin] = await Promise.all([me('member'), me('subscriber'), me('admin')]);
  return member?.role === 'user' && subscriber?.subscription.subscribed === true && admin?.role === 'admin';
}

async function statusOf(client: TestClient, method: string, path: string, body: unknown): Promise<number> {
  const init: RequestInit & { json?: unknown } = { method: method === 'ALL' ? 'GET' : method };
  if (body !== undefined) init.json = body;
  const response = await client.request(path, init);
  await response.body?.cancel(); // server-sent event streams never end by themselves
  return response.status;
}

describe('authorisation matrix: every route × anonymous, member, subscriber, admin', () => {
  it('has a rule for every route the server registers, and no rule for a route that is gone', () => {
    const missing = ROUTES.filter((route) => !(route in RULES));
    const stale = Object.keys(RULES).filter((route) => !ROUTES.includes(route));
    expect(
      { missing, stale },
      `Add a rule to RULES in src/server/http/authorization-matrix.api.test.ts for:\n  ${missing.join('\n  ')}\n` +
        `and remove the rules of routes that no longer exist:\n  ${stale.join('\n  ')}`,
    ).toEqual({ missing: [], stale: [] });
  });

  for (const route of ROUTES) {
    const rule = RULES[route];
    it.skipIf(!rule)(`${route}${rule ? '' : ' (no rule: see the first test)'}`, async () => {
      const [method, pattern] = route.split(' ') as [string, string];
      // A row that changes its callers' state (a subscription cancelled, …) gets users of its own, so its answer
      // never depends on the rows before it.
      const callers = rule!.probe?.fresh ? await makeCallers() : await (shared ??= makeCallers());
      const path = rule!.probe?.path ?? pattern.replace(/:[A-Za-z]+/g, NOBODY);
      const body = rule!.probe?.body ?? (['POST', 'PUT', 'PATCH'].includes(method) ? {} : undefined);
      const actual = {} as Expected;
      for (const caller of CALLERS) actual[caller] = await statusOf(callers[caller], method, path, body);
      // A call that changed who a caller is (sign-out, account deletion, ended subscription) gets the next row new users.
      if (!(await stillThemselves(callers))) shared = undefined;
      // Compared as one line per caller, so a failure shows every caller's status, not a truncated object.
      const table = (statuses: Expected) => CALLERS.map((caller) => `${caller} ${statuses[caller]}`).join(', ');
      expect(table(actual), `${method} ${path}`).toBe(table(rule!.expected));
    });
  }
});
