import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { session as sessions } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import { resolveViewer } from './access.service';

// resolveViewer (decision 0005) must answer exactly as better-auth's getSession would: same cookie,
// same signature rule, revocation and expiry at once, and better-auth's own sliding refresh when one is due.
describe('viewer resolution from the session cookie', () => {
  let ctx: TestContext;
  let cookieName: string;
  let secret: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    const context = await ctx.auth.$context;
    cookieName = context.authCookies.sessionToken.name;
    secret = context.secret;
  });
  afterAll(() => ctx.close());

  const sign = (token: string, key = secret) => `${token}.${createHmac('sha256', key).update(token).digest('base64')}`;
  const cookieOf = (value: string) => `${cookieName}=${encodeURIComponent(value)}`;
  const viewerFor = (cookie: string) =>
    resolveViewer({ auth: ctx.auth, db: ctx.db, logger: pino({ level: 'silent' }), renewLocalPlans: true }, new Headers({ cookie }));
  const betterAuthSays = async (cookie: string) => (await ctx.auth.api.getSession({ headers: new Headers({ cookie }) }))?.user.id ?? null;

  async function member(subscribed: boolean) {
    const signedIn = await ctx.signedInUser('user');
    if (subscribed) await ctx.subscribe(signedIn.userId);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, signedIn.userId));
    return { ...signedIn, token: row!.token };
  }

  it('knows a subscriber by a validly signed cookie, with the live subscription', async () => {
    const { token, userId, client } = await member(true);
    const viewer = await viewerFor(cookieOf(sign(token)));
    expect(viewer).toMatchObject({ kind: 'user', user: { id: userId }, role: 'user', canSeeFullCatalogue: true });
    expect(await betterAuthSays(cookieOf(sign(token)))).toBe(userId);
    expect(client.cookie()).toContain(encodeURIComponent(sign(token)));
  });

  it.each([
    // The first character of the signature: the last one before '=' also carries base64 padding bits, and changing only
    // those leaves the decoded signature — and so its validity — as it was.
    ['a tampered signature', (token: string) => cookieOf(sign(token).replace(/\.(.)/, (_, c: string) => `.${c === 'A' ? 'B' : 'A'}`))],
    ['a signature made with another secret', (token: string) => cookieOf(sign(token, 'another-secret-another-secret-0123456'))],
    ['an unsigned token', (token: string) => cookieOf(token)],
    ['a signed token that names no session', () => cookieOf(sign('no-such-session-token'))],
    ['another cookie name', (token: string) => `other=${encodeURIComponent(sign(token))}`],
  ])('treats %s as anonymous, as better-auth does', async (_, makeCookie) => {
    const { token } = await member(true);
    const cookie = makeCookie(token);
    expect((await viewerFor(cookie)).kind).toBe('anonymous');
    expect(await betterAuthSays(cookie)).toBeNull();
  });

  it('forgets a revoked session at once: /api/me answers 401 after sign-out on another device', async () => {
    const { email, password, client: laptop } = await member(true);
    expect((await laptop.request('/api/me')).status).toBe(200);
    const phone = ctx.client();
    expect((await phone.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })).status).toBe(200);
    const revoke = await phone.request('/api/auth/revoke-other-sessions', { method: 'POST', json: {} });
    expect(revoke.status).toBe(200);
    expect((await laptop.request('/api/me')).status).toBe(401);
    expect((await phone.request('/api/me')).status).toBe(200);
  });

  it('lets better-auth delete an expired session: the viewer is anonymous and the row is gone', async () => {
    const { token } = await member(true);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.token, token));
    expect((await viewerFor(cookieOf(sign(token)))).kind).toBe('anonymous');
    expect(await ctx.db.select().from(sessions).where(eq(sessions.token, token))).toEqual([]);
  });

  it('lets better-auth extend a session due for its sliding refresh, and keeps the viewer signed in', async () => {
    const { token, userId } = await member(false);
    const soon = new Date(Date.now() + 60 * 60 * 1000); // 1 h left of the 7 days: older than updateAge (1 day)
    await ctx.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.token, token));
    expect(await viewerFor(cookieOf(sign(token)))).toMatchObject({ kind: 'user', user: { id: userId }, canSeeFullCatalogue: false });
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
  });

  it('follows a subscription change and an admin role at once', async () => {
    const { token, userId } = await member(false);
    expect(await viewerFor(cookieOf(sign(token)))).toMatchObject({ canSeeFullCatalogue: false, subscription: { subscribed: false } });
    await ctx.subscribe(userId);
    expect(await viewerFor(cookieOf(sign(token)))).toMatchObject({
      canSeeFullCatalogue: true,
      subscription: { subscribed: true, tier: 'Monthly' },
    });
    const admin = await ctx.signedInUser('admin');
    const [adminSession] = await ctx.db.select().from(sessions).where(eq(sessions.userId, admin.userId));
    expect(await viewerFor(cookieOf(sign(adminSession!.token)))).toMatchObject({
      role: 'admin',
      canSeeFullCatalogue: true,
      subscription: { subscribed: true, tier: 'Admin', end: null },
    });
  });

  it('answers 503, not 401, when the session cannot be checked, so the page never signs its member out over a hiccup', async () => {
    const { client } = await member(true);
    const getSession = vi.spyOn(ctx.auth.api, 'getSession').mockRejectedValue(new Error('connection terminated'));
    try {
      const me = await client.request('/api/me');
      expect(me.status).toBe(503);
      expect(((await me.json()) as { error: { code: string } }).error.code).toBe('SESSION_UNAVAILABLE');
      expect((await client.request('/api/favorites/ids')).status).toBe(503);
      // What anyone may see still answers, as for the anonymous: samples only.
      const library = await client.request('/api/exercises');
      expect(library.status).toBe(200);
      expect(((await library.json()) as { sampleOnly: boolean }).sampleOnly).toBe(true);
    } finally {
      getSession.mockRestore();
    }
    // The failure was not remembered: the next request knows the member again.
    expect((await client.request('/api/me')).status).toBe(200);
  });

  describe('with the one-second viewer memo (decision 0010)', () => {
    afterEach(() => vi.useRealTimers());

    it('reads the session once for a burst of requests with the same cookie', async () => {
      const { token } = await member(true);
      const cookie = cookieOf(sign(token));
      const getSession = vi.spyOn(ctx.auth.api, 'getSession');
      try {
        const viewers = await Promise.all([viewerFor(cookie), viewerFor(cookie), viewerFor(cookie)]);
        expect((await viewerFor(cookie)).kind).toBe('user');
        expect(viewers.map((v) => v.kind)).toEqual(['user', 'user', 'user']);
        expect(getSession).toHaveBeenCalledTimes(1);
      } finally {
        getSession.mockRestore();
      }
    });

    it('forgets a session that better-auth deletes, and a role that better-auth changes, at once', async () => {
      const { token, userId } = await member(false);
      const cookie = cookieOf(sign(token));
      expect(await viewerFor(cookie)).toMatchObject({ kind: 'user', role: 'user', canSeeFullCatalogue: false });
      const { internalAdapter } = await ctx.auth.$context;
      await internalAdapter.updateUser(userId, { role: 'admin' });
      expect(await viewerFor(cookie)).toMatchObject({ kind: 'user', role: 'admin', canSeeFullCatalogue: true });
      await internalAdapter.deleteSession(token);
      expect((await viewerFor(cookie)).kind).toBe('anonymous');
    });

    it('answers 401 right after the same browser signs out', async () => {
      const { client } = await member(true);
      expect((await client.request('/api/me')).status).toBe(200);
      expect((await client.request('/api/auth/sign-out', { method: 'POST', json: {} })).status).toBe(200);
      expect((await client.request('/api/me')).status).toBe(401);
    });

    it("sees a change made behind better-auth's back (another server, a CLI) within one second", async () => {
      const { token } = await member(true);
      const cookie = cookieOf(sign(token));
      expect((await viewerFor(cookie)).kind).toBe('user');
      await ctx.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(sessions.token, token));
      expect((await viewerFor(cookie)).kind).toBe('user');
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ctx.config.viewerCacheMs });
      expect((await viewerFor(cookie)).kind).toBe('anonymous');
    });
  });
});
