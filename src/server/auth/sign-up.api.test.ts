import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { type SmtpReceiver, startSmtpReceiver } from '../test/smtp-receiver';
import { startSmtpTestContext } from '../test/fixtures/smtp-test-context';
import { countUsers, pathOf } from '../test/auth-test-helpers';

/**
 * Sign-up → confirmation e-mail → confirmation link → signed in, with the mail delivered over real SMTP
 * (docs/product.md#sign-in "sign-up requires e-mail verification", docs/architecture.md#tests "the auth flows with real SMTP delivery").
 */
describe('sign-up with e-mail confirmation over SMTP', () => {
  let smtp: SmtpReceiver;
  let ctx: TestContext;
  beforeAll(async () => ({ smtp, ctx } = await startSmtpTestContext()));
  afterAll(() => ctx.close());

  // What the web's sign-up form sends (src/web/features/auth/components/sign-up-form.tsx).
  const callbackURL = `${TEST_ORIGIN}/?verified=1`;

  it('mails a confirmation link to the new address; following it signs the newcomer in and lands on the SPA', async () => {
    const email = 'Newcomer@Example.test';
    const password = 'correct-horse-battery';
    const browser = ctx.client();

    const signUp = await browser.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password, name: 'newcomer', callbackURL },
    });
    expect(signUp.status).toBe(200);
    const body = await signUp.json();
    expect(body.token).toBeNull();
    expect(body.user).toMatchObject({ email: 'newcomer@example.test', emailVerified: false, role: 'user' });
    // No session before confirmation.
    expect((await browser.request('/api/me')).status).toBe(401);

    const received = await smtp.waitFor('newcomer@example.test');
    expect(received.envelopeTo).toEqual(['newcomer@example.test']);
    expect(received.mail.to && 'text' in received.mail.to ? received.mail.to.text : '').toBe('newcomer@example.test');
    expect(received.mail.from?.text).toContain('no-reply@equipped.local');
    expect(received.mail.subject).toBe('Confirm your Equipped account');
    const link = received.mail.text?.match(/https?:\/\/\S+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    expect(url.origin).toBe(TEST_ORIGIN);
    expect(url.pathname).toBe('/api/auth/verify-email');
    expect(url.searchParams.get('callbackURL')).toBe(callbackURL);
    // The HTML part carries the same link as a clickable anchor.
    expect(received.mail.html).toContain(`href="${link!.replaceAll('&', '&amp;')}"`);

    // Signing in before confirming is refused, and says why.
    const early = await browser.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    expect(early.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);

    // Following the link (a plain GET from whatever browser opens the mail) verifies and redirects to the SPA.
    const opened = ctx.client();
    const verify = await opened.request(pathOf(link!));
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe(callbackURL);
    expect(verify.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);

    const me = await opened.request('/api/me');
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({ email: 'newcomer@example.test', emailVerified: true });

    // From now on the password signs in.
    const later = await ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(later.status).toBe(200);
  });

  it('signs in only on the first use of a link; a used or tampered link redirects with an error and without a session', async () => {
    const email = 'once@example.test';
    await ctx
      .client()
      .request('/api/auth/sign-up/email', { method: 'POST', json: { email, password: 'first-password-1', name: 'x', callbackURL } });
    const link = (await smtp.waitFor(email)).mail.text!.match(/https?:\/\/\S+/)![0];
    const first = ctx.client();
    expect((await first.request(pathOf(link))).status).toBe(302);
    expect((await first.request('/api/me')).status).toBe(200);

    const reused = ctx.client();
    const again = await reused.request(pathOf(link));
    expect(again.status).toBe(302);
    // Used up (single-use-links.ts): the landing page says the link is no longer valid instead of "Email confirmed!".
    expect(again.headers.get('location')).toBe(`${callbackURL}&error=INVALID_TOKEN`);
    expect((await reused.request('/api/me')).status).toBe(401);

    // A tampered token redirects back to the SPA with an error code the landing page explains, and no session.
    const tampered = ctx.client();
    const bad = await tampered.request(pathOf(link.replace(/token=([^&]+)/, 'token=$1x')));
    expect(bad.status).toBe(302);
    expect(bad.headers.get('location')).toBe(`${callbackURL}&error=INVALID_TOKEN`);
    expect((await tampered.request('/api/me')).status).toBe(401);
  });

  it('mails a fresh confirmation link when an unconfirmed member signs in with the right password, and only then', async () => {
    const email = 'lostmail@example.test';
    const password = 'correct-horse-battery';
    await ctx.client().request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name: 'x', callbackURL } });
    await smtp.waitFor(email);

    const afterSignUp = smtp.messages.length;
    const wrong = await ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    const browser = ctx.client();
    const right = await browser.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    expect(right.status).toBe(403);
    expect((await right.json()).code).toBe('EMAIL_NOT_VERIFIED');

    const resent = await smtp.waitFor(email, 5_000, afterSignUp);
    expect(smtp.messages.length).toBe(afterSignUp + 1);
    expect(resent.mail.subject).toBe('Confirm your Equipped account');
    const link = resent.mail.text!.match(/https?:\/\/\S+/)![0];
    // Sign-in names no callbackURL; the link still ends on the site root (`/?verified=1`) like the sign-up one.
    expect(new URL(link).searchParams.get('callbackURL')).toBe(callbackURL);
    const verify = await browser.request(pathOf(link));
    expect(verify.headers.get('location')).toBe(callbackURL);
    expect((await browser.request('/api/me')).status).toBe(200);
  });

  it('refuses a confirmation callback to a foreign origin, at sign-up and on the link', async () => {
    const users = await countUsers(ctx);
    const evil = await ctx.client().request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: 'evil-callback@example.test',
        password: 'correct-horse-battery',
        name: 'x',
        callbackURL: 'https://evil.example/phish',
      },
    });
    expect(evil.status).toBe(403);
    expect((await evil.json()).code).toBe('INVALID_CALLBACK_URL');
    expect(await countUsers(ctx)).toBe(users);

    const link = await ctx.client().request(`/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent('https://evil.example/')}`);
    expect(link.status).toBe(403);
    expect(link.headers.get('location')).toBeNull();
  });
});

describe('mail delivery never shapes the answer', () => {
  const body = (email: string) => ({ email, password: 'correct-horse-battery', name: 'n', callbackURL: `${TEST_ORIGIN}/?verified=1` });

  it('answers sign-up without waiting for a slow mail server, which still gets the mail', async () => {
    const slow = await startSmtpReceiver({ delayMs: 4_000 });
    const ctx = await createTestContext({ smtpUrl: slow.url });
    try {
      const started = performance.now();
      const signUp = await ctx.client().request('/api/auth/sign-up/email', { method: 'POST', json: body('slowmail@example.test') });
      expect(signUp.status).toBe(200);
      // A duplicate sign-up sends no mail; a new one must not take visibly longer (docs/product.md#sign-in: no enumeration).
      expect(performance.now() - started).toBeLessThan(3_000);
      const received = await slow.waitFor('slowmail@example.test', 10_000);
      expect(received.mail.subject).toBe('Confirm your Equipped account');
    } finally {
      await ctx.close();
      await slow.close();
    }
  }, 20_000);

  it('still answers 200 when the mail server is down (the failure is logged, not shown)', async () => {
    const down = await startSmtpReceiver();
    await down.close();
    const ctx = await createTestContext({ smtpUrl: down.url });
    try {
      const signUp = await ctx.client().request('/api/auth/sign-up/email', { method: 'POST', json: body('nomail@example.test') });
      expect(signUp.status).toBe(200);
      const reset = await ctx.client().request('/api/auth/request-password-reset', {
        method: 'POST',
        json: { email: 'nomail@example.test', redirectTo: `${TEST_ORIGIN}/auth?mode=reset` },
      });
      expect(reset.status).toBe(200);
    } finally {
      await ctx.close();
    }
  });
});
