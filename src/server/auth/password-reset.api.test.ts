import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { lastMailTo, pathOf } from '../test/auth-test-helpers';

/**
 * Forgot Password end to end through the dev outbox (docs/product.md#sign-in password reset; "a reset link back to
 * /auth with a form to set the new password").
 */
describe('password reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  // What the web's Forgot Password form sends (src/web/features/auth/components/forgot-password-form.tsx).
  const redirectTo = `${TEST_ORIGIN}/auth?mode=reset`;
  const signIn = (email: string, password: string) =>
    ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });

  it('mails a link that leads to /auth with a token; the token sets a new password and signs out every other session', async () => {
    const { client: laptop, email, password } = await ctx.signedInUser('user', { email: 'forgetful@example.test' });
    expect((await laptop.request('/api/me')).status).toBe(200);

    const request = await ctx.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo } });
    expect(request.status).toBe(200);
    const mail = lastMailTo(ctx, email);
    expect(mail?.subject).toBe('Reset your Equipped password');
    expect(mail?.links).toHaveLength(1);
    const link = new URL(mail!.links[0]!);
    expect(link.origin).toBe(TEST_ORIGIN);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\/[A-Za-z0-9]+$/);
    expect(mail!.html).toContain('href="');

    // Opening the link redirects to the SPA's reset form with the token.
    const opened = await ctx.client().request(pathOf(link.href));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location')!);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${TEST_ORIGIN}/auth`);
    expect(landing.searchParams.get('mode')).toBe('reset');
    const token = landing.searchParams.get('token');
    expect(token).toBe(link.pathname.split('/').at(-1));

    const reset = await ctx
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-password-2', token } });
    expect(reset.status).toBe(200);

    expect((await signIn(email, password)).status).toBe(401);
    expect((await signIn(email, 'brand-new-password-2')).status).toBe(200);
    // The session that was open elsewhere is gone (revokeSessionsOnPasswordReset).
    expect((await laptop.request('/api/me')).status).toBe(401);

    // The token is single-use.
    const replay = await ctx
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'attacker-password-3', token } });
    expect(replay.status).toBe(400);
    expect((await replay.json()).code).toBe('INVALID_TOKEN');
    expect((await signIn(email, 'brand-new-password-2')).status).toBe(200);
  });

  it('refuses a new password shorter than 8 characters and keeps the old one', async () => {
    const { email, password } = await ctx.signedInUser('user');
    await ctx.client().request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo } });
    const token = new URL(lastMailTo(ctx, email)!.links[0]!).pathname.split('/').at(-1);
    const short = await ctx.client().request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'short7!', token } });
    expect(short.status).toBe(400);
    expect((await short.json()).code).toBe('PASSWORD_TOO_SHORT');
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('sends an unusable link back to the reset form with an error, and refuses a made-up token', async () => {
    const opened = await ctx.client().request(`/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(redirectTo)}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(`${redirectTo}&error=INVALID_TOKEN`);
    const reset = await ctx
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-password-2', token: 'not-a-token' } });
    expect(reset.status).toBe(400);
  });

  it('refuses a reset link that would redirect to a foreign origin', async () => {
    const { email } = await ctx.signedInUser('user');
    const before = ctx.mailer.outbox()!.length;
    const response = await ctx.client().request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: 'https://evil.example/steal' },
    });
    expect(response.status).toBe(403);
    expect(ctx.mailer.outbox()!.length).toBe(before);
  });
});
