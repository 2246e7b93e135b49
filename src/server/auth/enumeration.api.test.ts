import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { lastMailTo, waitForMailTo } from '../test/auth-test-helpers';

/**
 * No response of sign-up, sign-in or password reset tells whether an e-mail is registered (docs/product.md#sign-in). Each pair of
 * requests below differs only in whether the address exists; the answers must be indistinguishable.
 */
describe('no e-mail enumeration', () => {
  let ctx: TestContext;
  let registered: { email: string; password: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    registered = await ctx.signedInUser('user', { email: 'member@example.test' });
  });
  afterAll(() => ctx.close());

  /** The parts of an answer an attacker can see, with the per-request values (ids, dates, the e-mail itself) masked. */
  async function observable(response: Response) {
    const text = await response.text();
    const masked = text
      .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<uuid>')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g, '<date>')
      .replace(/"[^"@\s]+@example\.test"/g, '"<email>"');
    const cookies = response.headers.getSetCookie().map((c) => c.split('=')[0]);
    return { status: response.status, contentType: response.headers.get('content-type'), cookies, body: masked };
  }

  const signUp = (email: string) =>
    ctx.client().request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email, password: 'another-password-9', name: 'Someone', callbackURL: `${TEST_ORIGIN}/?verified=1` },
    });

  it('answers a sign-up with a registered e-mail exactly like a new one, role included, and mails only the newcomer', async () => {
    const fresh = await signUp('fresh@example.test');
    const duplicate = await signUp(registered.email);

    const a = await observable(fresh);
    const b = await observable(duplicate);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    // The shape itself, so a change on both sides (say, the role disappearing) is noticed too.
    expect(JSON.parse(a.body)).toEqual({
      token: null,
      user: {
        id: '<uuid>',
        email: '<email>',
        name: 'Someone',
        emailVerified: false,
        image: null,
        createdAt: '<date>',
        updatedAt: '<date>',
        role: 'user',
        banned: false,
        banReason: null,
        banExpires: null,
      },
    });
    expect((await waitForMailTo(ctx, 'fresh@example.test')).subject).toBe('Confirm your Equipped account');
    expect(lastMailTo(ctx, registered.email)).toBeUndefined();
  });

  it('answers a sign-up with a registered but unconfirmed e-mail like a new one too', async () => {
    await signUp('pending@example.test');
    const again = await signUp('pending@example.test');
    const fresh = await signUp('fresh-2@example.test');
    expect(await observable(again)).toEqual(await observable(fresh));
  });

  it('gives the same status and message for an unknown e-mail and for a wrong password', async () => {
    const signIn = (email: string, password: string) =>
      ctx.client().request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    const unknown = await observable(await signIn('nobody@example.test', 'whatever-password'));
    const wrongPassword = await observable(await signIn(registered.email, 'not-the-password'));
    await signUp('unconfirmed@example.test');
    const unconfirmedWrongPassword = await observable(await signIn('unconfirmed@example.test', 'not-the-password'));

    expect(unknown.status).toBe(401);
    expect(JSON.parse(unknown.body)).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      requestId: '<uuid>',
    });
    expect(wrongPassword).toEqual(unknown);
    expect(unconfirmedWrongPassword).toEqual(unknown);
  });

  it('answers a password reset for an unknown e-mail like one for a registered e-mail, and mails only the member', async () => {
    const reset = (email: string) =>
      ctx
        .client()
        .request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: `${TEST_ORIGIN}/auth?mode=reset` } });
    const before = ctx.mailer.outbox()!.length;
    const known = await observable(await reset(registered.email));
    const unknown = await observable(await reset('stranger@example.test'));

    expect(known.status).toBe(200);
    expect(unknown).toEqual(known);
    expect(ctx.mailer.outbox()!.length).toBe(before + 1);
    expect(lastMailTo(ctx, registered.email)?.subject).toBe('Reset your Equipped password');
    expect(lastMailTo(ctx, 'stranger@example.test')).toBeUndefined();
  });
});
