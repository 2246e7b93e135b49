import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { AUTH_BASE_PATH, AUTH_DISABLED_PATHS, AUTH_ROUTES, isKeptAuthRoute } from './auth-routes';

/**
 * Only the better-auth endpoints the product uses answer (auth-routes.ts): the rest — social sign-in, account linking,
 * the admin plugin's user management and impersonation — are 404 to everyone, admins included, while server code keeps
 * calling better-auth directly.
 */
describe('better-auth endpoints the product does not use', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<TestContext['signedInUser']>>;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await ctx.signedInUser('admin');
  });
  afterAll(() => ctx.close());

  it('every endpoint better-auth builds is either kept or disabled (a new one after an upgrade fails here)', async () => {
    const kept = new Set<string>(AUTH_ROUTES.map((route) => route.path));
    const disabled = new Set(AUTH_DISABLED_PATHS);
    const unclassified = Object.values(ctx.auth.api)
      .map((endpoint) => (endpoint as { path?: string }).path)
      .filter((path): path is string => typeof path === 'string')
      // The OAuth callback has a path parameter disabledPaths cannot match; app.ts never passes it on (tested below).
      .filter((path) => !kept.has(path) && !disabled.has(path) && path !== '/callback/:id');
    expect(unclassified).toEqual([]);
  });

  it.each(AUTH_DISABLED_PATHS)('%s answers 404 to an admin, by GET and by POST', async (path) => {
    for (const method of ['GET', 'POST']) {
      const response = await admin.client.request(`${AUTH_BASE_PATH}${path}`, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
  });

  it('the admin plugin cannot make a user, set a password or impersonate over HTTP', async () => {
    const before = await ctx.db.select({ id: user.id }).from(user);
    const created = await admin.client.request('/api/auth/admin/create-user', {
      method: 'POST',
      json: { email: 'made-by-admin@example.test', password: 'some-long-password', name: 'Made', role: 'admin' },
    });
    expect(created.status).toBe(404);
    expect(await ctx.db.select({ id: user.id }).from(user)).toHaveLength(before.length);

    const member = await ctx.signedInUser();
    const impersonate = await admin.client.request('/api/auth/admin/impersonate-user', { method: 'POST', json: { userId: member.userId } });
    expect(impersonate.status).toBe(404);
    const setPassword = await admin.client.request('/api/auth/admin/set-user-password', {
      method: 'POST',
      json: { userId: member.userId, newPassword: 'attacker-chosen-password' },
    });
    expect(setPassword.status).toBe(404);
    const signIn = await ctx
      .client()
      .request('/api/auth/sign-in/email', { method: 'POST', json: { email: member.email, password: member.password } });
    expect(signIn.status).toBe(200);
  });

  it('better-auth itself answers 404 to a disabled path, also when reached without the app (disabledPaths)', async () => {
    const cookie = admin.client.cookie();
    const response = await ctx.auth.handler(
      new Request(`${TEST_ORIGIN}/api/auth/admin/list-users`, {
        headers: { cookie, origin: TEST_ORIGIN, 'x-test-client-ip': '127.0.0.1' },
      }),
    );
    expect(response.status).toBe(404);
  });

  it('the OAuth callback and other methods of kept paths are 404 in the API error shape', async () => {
    for (const [method, path] of [
      ['GET', '/api/auth/callback/google'],
      ['POST', '/api/auth/callback/google'],
      ['POST', '/api/auth/get-session'],
      ['GET', '/api/auth/sign-out'],
      ['GET', '/api/auth/sign-in/email'],
    ] as const) {
      const response = await admin.client.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect((await response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  it('server code still calls better-auth directly: the session of a signed-in admin resolves', async () => {
    const session = await ctx.auth.api.getSession({ headers: new Headers({ cookie: admin.client.cookie() }) });
    expect(session?.user.id).toBe(admin.userId);
    const [row] = await ctx.db.select({ role: user.role }).from(user).where(eq(user.id, admin.userId));
    expect(row?.role).toBe('admin');
  });

  it('kept routes are matched by method and path, path parameters included', () => {
    expect(isKeptAuthRoute('GET', '/api/auth/reset-password/abc123')).toBe(true);
    expect(isKeptAuthRoute('POST', '/api/auth/reset-password')).toBe(true);
    expect(isKeptAuthRoute('GET', '/api/auth/reset-password/abc/def')).toBe(false);
    expect(isKeptAuthRoute('POST', '/api/auth/get-session')).toBe(false);
    expect(isKeptAuthRoute('GET', '/api/auth/admin/list-users')).toBe(false);
  });
});
