import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session as sessionTable, user, verification } from '../db/schema';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from '../test/test-app';
import { pathOf, waitForMailTo } from '../test/auth-test-helpers';

/**
 * The lifetime of every e-mailed link, as someone holding an old mail (or reading the mailbox of an address the account
 * left) would try it: confirmation links (sign-up and e-mail change) and password-reset links work once, die with their
 * lifetime, die when a later change makes them stale, and cannot be replayed after signing out (single-use-links.ts;
 * OWASP Forgot Password Cheat Sheet). And `revoke-session` refuses a token that is not one of the caller's sessions.
 */

const HOUR = 3600 * 1000;
// What the web's forms send (sign-up-form.tsx, account-paths.ts, forgot-password-form.tsx).
const signUpCallback = `${TEST_ORIGIN}/?verified=1`;
const changeCallback = `${TEST_ORIGIN}/auth?email-changed=1`;
const resetRedirect = `${TEST_ORIGIN}/auth?mode=reset`;

describe('e-mailed link lifetimes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Moves the clock (Date only: timers and I/O run as usual) `ms` ahead of now. */
  const advanceClock = (ms: number) => {
    const now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + ms);
  };
  const outboxSize = () => ctx.mailer.outbox()!.length;
  const signIn = (email: string, password: string, client = ctx.client()) =>
    client.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
  const signOut = (client: TestClient) => client.request('/api/auth/sign-out', { method: 'POST', json: {} });
  const meOf = async (client: TestClient) => {
    const response = await client.request('/api/me');
    return response.status === 200
      ? ((await response.json()) as { user: { email: string; emailVerified: boolean } }).user
      : response.status;
  };
  const storedEmail = async (userId: string) =>
    (await ctx.db.select({ email: user.email }).from(user).where(eq(user.id, userId)))[0]?.email;

  /** Signs up `email` and returns the confirmation link mailed to it. */
  const signUp = async (email: string, password = 'correct-horse-battery') => {
    const after = outboxSize();
    const response = await ctx
      .client()
      .request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: 'x', callbackURL: signUpCallback } });
    expect(response.status).toBe(200);
    return (await waitForMailTo(ctx, email, { after })).links[0]!;
  };
  /** Asks for an e-mail change of the signed-in `client` and returns the link mailed to the new address. */
  const requestEmailChange = async (client: TestClient, newEmail: string, currentPassword: string) => {
    const after = outboxSize();
    const response = await client.request('/api/auth/change-email', {
      method: 'POST',
      json: { newEmail, callbackURL: changeCallback, currentPassword },
    });
    expect(response.status).toBe(200);
    return (await waitForMailTo(ctx, newEmail, { after })).links[0]!;
  };
  /** Asks for a password reset of `email` and returns the token of the link mailed. */
  const requestReset = async (email: string) => {
    const after = outboxSize();
    const response = await ctx
      .client()
      .request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: resetRedirect } });
    expect(response.status).toBe(200);
    const link = (await waitForMailTo(ctx, email, { after })).links[0]!;
    return new URL(link).pathname.split('/').at(-1)!;
  };
  const resetPassword = (token: string, newPassword: string) =>
    ctx.client().request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } });
  /** Follows a link from a mail with `client` and returns where it redirected to. */
  const follow = async (client: TestClient, link: string) => {
    const response = await client.request(pathOf(link));
    expect(response.status).toBe(302);
    return response.headers.get('location');
  };

  describe('sign-up confirmation links', () => {
    it('work once: after signing out, the used link neither signs in again nor claims success', async () => {
      const email = 'confirm-once@example.test';
      const link = await signUp(email);
      const browser = ctx.client();
      expect(await follow(browser, link)).toBe(signUpCallback);
      expect(await meOf(browser)).toMatchObject({ email, emailVerified: true });
      expect((await signOut(browser)).status).toBe(200);

      for (const replayer of [browser, ctx.client()]) {
        expect(await follow(replayer, link)).toBe(`${signUpCallback}&error=INVALID_TOKEN`);
        expect(await meOf(replayer)).toBe(401);
      }
    });

    it('die when another link of the account is used', async () => {
      const email = 'confirm-twice@example.test';
      const password = 'correct-horse-battery';
      const first = await signUp(email, password);
      // Signing in unconfirmed mails a second link (emailVerification.sendOnSignIn); a JWT signed in the same second with
      // the same claims would be the same link, so a little later.
      advanceClock(2_000);
      const after = outboxSize();
      expect((await signIn(email, password)).status).toBe(403);
      const second = (await waitForMailTo(ctx, email, { after })).links[0]!;
      expect(second).not.toBe(first);

      expect(await follow(ctx.client(), second)).toBe(signUpCallback);
      const late = ctx.client();
      expect(await follow(late, first)).toBe(`${signUpCallback}&error=INVALID_TOKEN`);
      expect(await meOf(late)).toBe(401);
    });

    it('stay usable when refused for a callbackURL on another site: the genuine link then confirms', async () => {
      const email = 'confirm-after-refusal@example.test';
      const link = await signUp(email);
      const browser = ctx.client();
      for (const elsewhere of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
        const tampered = new URL(link);
        tampered.searchParams.set('callbackURL', elsewhere);
        const refused = await browser.request(pathOf(tampered.toString()));
        expect(refused.status, elsewhere).toBe(403);
        expect(await meOf(browser)).toBe(401);
      }
      expect(await follow(browser, link)).toBe(signUpCallback);
      expect(await meOf(browser)).toMatchObject({ email, emailVerified: true });
    });

    it('refuse a made-up or malformed token like a used one, and a NUL in it with 400 naming it, never a server error', async () => {
      for (const token of ['not-a-link', 'a.b.c']) {
        const browser = ctx.client();
        expect(
          await follow(browser, `${TEST_ORIGIN}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(signUpCallback)}`),
        ).toBe(`${signUpCallback}&error=INVALID_TOKEN`);
        expect(await meOf(browser)).toBe(401);
      }
      // No mailed link holds a NUL: the input guard (decision 0012) refuses it before better-auth looks it up.
      const browser = ctx.client();
      const refused = await browser.request(`/api/auth/verify-email?token=ey%00J.x.y&callbackURL=${encodeURIComponent(signUpCallback)}`);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { code: 'INVALID_INPUT', issues: [{ path: 'token' }] } });
      expect(await meOf(browser)).toBe(401);
    });

    it('die after 24 hours', async () => {
      const email = 'confirm-late@example.test';
      const link = await signUp(email);
      advanceClock(24 * HOUR + 60_000);
      const browser = ctx.client();
      expect(await follow(browser, link)).toMatch(
        new RegExp(`^${signUpCallback.replace(/[?.]/g, '\\$&')}&error=(INVALID_TOKEN|TOKEN_EXPIRED)$`),
      );
      expect(await meOf(browser)).toBe(401);
      const [row] = await ctx.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email));
      expect(row?.emailVerified).toBe(false);
    });
  });

  describe('e-mail change links', () => {
    it('change A→B, back B→A, then replaying the first link after signing out leaves the account on A', async () => {
      const { client, userId, email: a, password } = await ctx.signedInUser('user', { email: 'owner-a@example.test' });
      const b = 'mailbox-b@example.test';
      const toB = await requestEmailChange(client, b, password);
      expect(await follow(client, toB)).toBe(changeCallback);
      expect(await storedEmail(userId)).toBe(b);
      const toA = await requestEmailChange(client, a, password);
      expect(await follow(client, toA)).toBe(changeCallback);
      expect(await storedEmail(userId)).toBe(a);
      expect((await signOut(client)).status).toBe(200);

      // Whoever reads B's mail follows the first link again.
      for (const replayer of [ctx.client(), client]) {
        expect(await follow(replayer, toB)).toBe(`${changeCallback}&error=INVALID_TOKEN`);
        expect(await meOf(replayer)).toBe(401);
      }
      expect(await storedEmail(userId)).toBe(a);
      expect((await signIn(a, password)).status).toBe(200);
    });

    it('work once', async () => {
      const { client, userId, password } = await ctx.signedInUser('user');
      const newEmail = 'once-moved@example.test';
      const link = await requestEmailChange(client, newEmail, password);
      expect(await follow(client, link)).toBe(changeCallback);
      expect(await follow(client, link)).toBe(`${changeCallback}&error=INVALID_TOKEN`);
      expect(await storedEmail(userId)).toBe(newEmail);
    });

    it('die when the password changes before they are followed', async () => {
      const { client, userId, email, password } = await ctx.signedInUser('user');
      const link = await requestEmailChange(client, 'stale-change@example.test', password);
      const changed = await client.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: password, newPassword: 'brand-new-password-2' },
      });
      expect(changed.status).toBe(200);
      expect(await follow(ctx.client(), link)).toBe(`${changeCallback}&error=INVALID_TOKEN`);
      expect(await storedEmail(userId)).toBe(email);
    });

    it('die when another e-mail change is confirmed first', async () => {
      const { client, userId, password } = await ctx.signedInUser('user');
      const first = await requestEmailChange(client, 'first-choice@example.test', password);
      const second = await requestEmailChange(client, 'second-choice@example.test', password);
      expect(await follow(client, second)).toBe(changeCallback);
      expect(await follow(client, first)).toBe(`${changeCallback}&error=INVALID_TOKEN`);
      expect(await storedEmail(userId)).toBe('second-choice@example.test');
    });

    it('die after 24 hours', async () => {
      const { client, userId, email, password } = await ctx.signedInUser('user');
      const link = await requestEmailChange(client, 'too-late@example.test', password);
      advanceClock(24 * HOUR + 60_000);
      expect(await follow(ctx.client(), link)).toMatch(/[?&]error=(INVALID_TOKEN|TOKEN_EXPIRED)$/);
      expect(await storedEmail(userId)).toBe(email);
    });
  });

  describe('password reset links', () => {
    it('of two requested, using the newer kills the older', async () => {
      const { email } = await ctx.signedInUser('user');
      const older = await requestReset(email);
      const newer = await requestReset(email);
      expect(newer).not.toBe(older);
      expect((await resetPassword(newer, 'newer-link-password')).status).toBe(200);

      const late = await resetPassword(older, 'older-link-password');
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      // Opening the older link also lands on the form with the error.
      const opened = await ctx.client().request(`/api/auth/reset-password/${older}?callbackURL=${encodeURIComponent(resetRedirect)}`);
      expect(opened.headers.get('location')).toBe(`${resetRedirect}&error=INVALID_TOKEN`);
      expect((await signIn(email, 'older-link-password')).status).toBe(401);
      expect((await signIn(email, 'newer-link-password')).status).toBe(200);
    });

    it('work once, also after signing in and out with the new password', async () => {
      const { email } = await ctx.signedInUser('user');
      const token = await requestReset(email);
      expect((await resetPassword(token, 'reset-once-password')).status).toBe(200);
      const browser = ctx.client();
      expect((await signIn(email, 'reset-once-password', browser)).status).toBe(200);
      expect((await signOut(browser)).status).toBe(200);
      expect((await resetPassword(token, 'replayed-password')).status).toBe(400);
      expect((await signIn(email, 'reset-once-password')).status).toBe(200);
    });

    it('die when the password is changed in Account Settings', async () => {
      const { client, email, password } = await ctx.signedInUser('user');
      const token = await requestReset(email);
      const changed = await client.request('/api/auth/change-password', {
        method: 'POST',
        json: { currentPassword: password, newPassword: 'changed-in-settings' },
      });
      expect(changed.status).toBe(200);
      expect((await resetPassword(token, 'attacker-password-1')).status).toBe(400);
      expect((await signIn(email, 'changed-in-settings')).status).toBe(200);
    });

    it('die when the e-mail changes (the link went to the address the account left)', async () => {
      const { client, email, password } = await ctx.signedInUser('user');
      const token = await requestReset(email);
      const newEmail = 'moved-away@example.test';
      expect(await follow(client, await requestEmailChange(client, newEmail, password))).toBe(changeCallback);
      expect((await resetPassword(token, 'attacker-password-2')).status).toBe(400);
      expect((await signIn(newEmail, password)).status).toBe(200);
    });

    it('die after an hour', async () => {
      const { email, password } = await ctx.signedInUser('user');
      const token = await requestReset(email);
      advanceClock(HOUR + 60_000);
      const late = await resetPassword(token, 'too-late-password');
      expect(late.status).toBe(400);
      expect(await late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
      expect((await signIn(email, password)).status).toBe(200);
    });
  });

  it('keeps no usable token in the database: the verification table holds digests', async () => {
    const { client, userId, email, password } = await ctx.signedInUser('user');
    const resetToken = await requestReset(email);
    const changeLink = await requestEmailChange(client, 'digest-only@example.test', password);
    const changeToken = new URL(changeLink).searchParams.get('token')!;
    const rows = await ctx.db.select({ identifier: verification.identifier }).from(verification).where(eq(verification.value, userId));
    expect(rows).toHaveLength(2);
    for (const { identifier } of rows) {
      expect(identifier).not.toContain(resetToken);
      expect(identifier).not.toContain(changeToken);
    }
    // And the links still work.
    expect(await follow(client, changeLink)).toBe(changeCallback);
  });

  describe('revoke-session', () => {
    const revoke = (client: TestClient, token: string) => client.request('/api/auth/revoke-session', { method: 'POST', json: { token } });
    const tokensOf = async (userId: string) =>
      (await ctx.db.select({ token: sessionTable.token }).from(sessionTable).where(eq(sessionTable.userId, userId))).map(
        (row) => row.token,
      );

    it("refuses another member's session token with 404 and leaves that session signed in", async () => {
      const attacker = await ctx.signedInUser('user');
      const victim = await ctx.signedInUser('user');
      const [victimToken] = await tokensOf(victim.userId);
      expect(victimToken).toBeDefined();

      const refused = await revoke(attacker.client, victimToken!);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });
      expect(await tokensOf(victim.userId)).toEqual([victimToken]);
      expect(await meOf(victim.client)).toMatchObject({ email: victim.email });
      expect(await meOf(attacker.client)).toMatchObject({ email: attacker.email });
    });

    it('answers a made-up token the same way, and still revokes a session of the caller', async () => {
      const { client, userId, email, password } = await ctx.signedInUser('user');
      const made = await revoke(client, 'no-such-session-token');
      expect(made.status).toBe(404);
      expect(await made.json()).toMatchObject({ code: 'SESSION_NOT_FOUND' });

      const phone = ctx.client();
      expect((await signIn(email, password, phone)).status).toBe(200);
      const [, phoneToken] = await ctx.db
        .select({ token: sessionTable.token })
        .from(sessionTable)
        .where(eq(sessionTable.userId, userId))
        .orderBy(sessionTable.createdAt);
      const revoked = await revoke(client, phoneToken!.token);
      expect(revoked.status).toBe(200);
      expect(await meOf(phone)).toBe(401);
      expect(await meOf(client)).toMatchObject({ email });
    });
  });
});
