import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo, pathOf, waitForMailTo } from '../test/auth-test-helpers';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';

/**
 * Sign-up's 'Send again' (docs/product.md#sign-in): better-auth's `/send-verification-email` mails a fresh confirmation
 * link to an address that waits for one, answers every address alike (no e-mail enumeration), and is limited per client
 * IP (its 429 is in rate-limit.api.test.ts).
 */
describe("sign-up's Send again", () => {
  let ctx: TestContext;
  let confirmed: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    confirmed = (await ctx.signedInUser('user', { email: 'confirmed.member@example.test' })).email;
  });
  afterAll(() => ctx.close());

  const callbackURL = `${TEST_ORIGIN}/?verified=1`;
  const signUp = (email: string) =>
    ctx
      .client()
      .request('/api/auth/sign-up/email', { method: 'POST', json: { email, password: 'correct-horse-battery', name: 'n', callbackURL } });
  const sendAgain = (email: string) =>
    ctx.client().request('/api/auth/send-verification-email', { method: 'POST', json: { email, callbackURL } });
  const outboxSize = () => ctx.mailer.outbox()!.length;

  it('mails a second confirmation link to a new sign-up, and it confirms the account and signs in', async () => {
    const email = 'newcomer@example.test';
    expect((await signUp(email)).status).toBe(200);
    const first = await waitForMailTo(ctx, email);

    const after = outboxSize();
    const again = await sendAgain(email);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ status: true });
    const second = await waitForMailTo(ctx, email, { after });
    expect(second.subject).toBe('Confirm your Equipped account');
    expect(second).not.toBe(first);

    const browser = ctx.client();
    const opened = await browser.request(pathOf(second.links[0]!));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe(callbackURL);
    const me = await browser.request('/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string; emailVerified: boolean } }).user).toMatchObject({ email, emailVerified: true });
  });

  it('answers an unknown, a confirmed and an unconfirmed address alike, and mails only the unconfirmed one', async () => {
    expect((await signUp('waiting@example.test')).status).toBe(200);
    await waitForMailTo(ctx, 'waiting@example.test');
    await ctx.backgroundSettled();
    const confirmedMails = ctx.mailer.outbox()!.filter((m) => m.to === confirmed).length;

    const answers = [];
    for (const email of ['nobody-here@example.test', confirmed, 'waiting@example.test']) {
      const response = await sendAgain(email);
      answers.push({ status: response.status, type: response.headers.get('content-type'), body: await response.text() });
    }
    expect(answers[0]).toEqual({ status: 200, type: expect.stringContaining('application/json'), body: '{"status":true}' });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    await ctx.backgroundSettled();
    expect(lastMailTo(ctx, 'nobody-here@example.test')).toBeUndefined();
    expect(ctx.mailer.outbox()!.filter((m) => m.to === confirmed)).toHaveLength(confirmedMails);
    expect(ctx.mailer.outbox()!.filter((m) => m.to === 'waiting@example.test')).toHaveLength(2);
  });

  it('refuses a malformed address with 4xx, never 5xx', async () => {
    for (const email of ['', 'not-an-address', 'a'.repeat(300)]) {
      const response = await sendAgain(email);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
  });
});
