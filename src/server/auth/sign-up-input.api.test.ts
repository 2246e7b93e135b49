import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../db/schema';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { countUsers, findUser, waitForMailTo } from '../test/auth-test-helpers';
import { errorBodyOf } from '../test/error-body';

/**
 * Malformed or weak sign-up input is refused with 4xx and writes nothing (docs/architecture.md#tests), the password needs 8+ characters
 * (src/shared/limits.ts PASSWORD_MIN_LENGTH; the form says 'Password must be at least 8 characters long'), and roles
 * cannot be chosen by the newcomer (docs/product.md#roles-and-access: user by default; a failed or odd role lookup means user, docs/product.md#behaviour).
 */
describe('sign-up input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const callbackURL = `${TEST_ORIGIN}/?verified=1`;
  const signUp = (json: unknown) => ctx.client().request('/api/auth/sign-up/email', { method: 'POST', json });
  const raw = (body: string, contentType: string) =>
    ctx.client().request('/api/auth/sign-up/email', { method: 'POST', body, headers: { 'content-type': contentType } });

  async function expectRefusedAndNothingWritten(response: Promise<Response>, status: number | 'any-4xx' = 'any-4xx') {
    const before = await countUsers(ctx);
    const answered = await response;
    if (status === 'any-4xx') {
      expect(answered.status).toBeGreaterThanOrEqual(400);
      expect(answered.status).toBeLessThan(500);
    } else expect(answered.status).toBe(status);
    expect(await countUsers(ctx)).toBe(before);
    expect(ctx.mailer.outbox()).toHaveLength(0);
    return answered;
  }

  it('refuses a 7-character password and accepts an 8-character one', async () => {
    const short = await expectRefusedAndNothingWritten(
      signUp({ email: 'short@example.test', password: '1234567', name: 'a', callbackURL }),
      400,
    );
    expect(await errorBodyOf(short)).toEqual({ code: 'PASSWORD_TOO_SHORT', message: 'Password too short' });
    expect(await findUser(ctx, 'short@example.test')).toBeUndefined();

    const ok = await signUp({ email: 'eight@example.test', password: '12345678', name: 'a', callbackURL });
    expect(ok.status).toBe(200);
    expect((await findUser(ctx, 'eight@example.test'))?.emailVerified).toBe(false);
    // The confirmation mail is handed over after the answer (its single-use record is written first): wait for it, so
    // it cannot land in the outbox of the refusals below.
    await waitForMailTo(ctx, 'eight@example.test');
    ctx.mailer.outbox()!.length = 0;
  });

  it('refuses a password over 128 characters', async () => {
    const long = await expectRefusedAndNothingWritten(signUp({ email: 'long@example.test', password: 'x'.repeat(129), name: 'a' }), 400);
    expect((await long.json()).code).toBe('PASSWORD_TOO_LONG');
  });

  it.each([
    ['no e-mail', { password: 'correct-horse-battery', name: 'a' }],
    ['no password', { email: 'nopass@example.test', name: 'a' }],
    ['no name', { email: 'noname@example.test', password: 'correct-horse-battery' }],
    ['an empty e-mail', { email: '', password: 'correct-horse-battery', name: 'a' }],
    ['a malformed e-mail', { email: 'not-an-email', password: 'correct-horse-battery', name: 'a' }],
    ['a number as password', { email: 'numpass@example.test', password: 12345678, name: 'a' }],
    ['an array body', [{ email: 'arr@example.test', password: 'correct-horse-battery', name: 'a' }]],
    ['a null body', null],
  ])('refuses %s with 4xx and writes nothing', async (_label, body) => {
    await expectRefusedAndNothingWritten(signUp(body));
  });

  it('refuses a body that is not JSON (415), or not valid JSON (400)', async () => {
    const form = 'email=form%40example.test&password=correct-horse-battery&name=a';
    const refused = await expectRefusedAndNothingWritten(raw(form, 'application/x-www-form-urlencoded'), 415);
    expect((await refused.json()).code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expectRefusedAndNothingWritten(raw(form, 'multipart/form-data; boundary=x'), 415);
    await expectRefusedAndNothingWritten(
      raw(JSON.stringify({ email: 'text@example.test', password: 'correct-horse-battery', name: 'a' }), 'text/plain'),
      415,
    );
    await expectRefusedAndNothingWritten(raw('{"email":"broken@example.test","password":', 'application/json'), 400);
    await expectRefusedAndNothingWritten(raw('', 'application/json'));
  });

  it('refuses a body over the size limit with 413 in the API error shape', async () => {
    const huge = JSON.stringify({
      email: 'huge@example.test',
      password: 'correct-horse-battery',
      name: 'x'.repeat(ctx.config.bodyLimitBytes),
    });
    const response = await expectRefusedAndNothingWritten(raw(huge, 'application/json'), 413);
    expect((await response.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('ignores or refuses a role, a verified flag or a ban the newcomer tries to set', async () => {
    const attempt = await signUp({
      email: 'sneaky@example.test',
      password: 'correct-horse-battery',
      name: 'a',
      role: 'admin',
      emailVerified: true,
      banned: false,
      callbackURL,
    });
    expect(attempt.status).toBeLessThan(500);
    const row = await findUser(ctx, 'sneaky@example.test');
    if (attempt.status === 200) {
      expect(row).toMatchObject({ role: 'user', emailVerified: false });
    } else expect(row).toBeUndefined();
    ctx.mailer.outbox()!.length = 0;
  });
});

describe('sign-in input', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const post = (body: string, contentType: string) =>
    ctx.client().request('/api/auth/sign-in/email', { method: 'POST', body, headers: { 'content-type': contentType } });

  it('refuses missing fields with 400 and an HTML form post with 415, setting no session', async () => {
    const { email, password } = await ctx.signedInUser();
    for (const body of [{ email }, { password }, {}]) {
      const response = await post(JSON.stringify(body), 'application/json');
      expect(response.status).toBe(400);
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const form = await post(new URLSearchParams({ email, password }).toString(), 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(form.headers.getSetCookie()).toEqual([]);
  });
});

describe('roles', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("stores 'user' as the role of a new sign-up", async () => {
    const response = await ctx.client().request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'role@example.test', password: 'correct-horse-battery', name: 'a', callbackURL: `${TEST_ORIGIN}/?verified=1` },
    });
    expect(response.status).toBe(200);
    expect((await findUser(ctx, 'role@example.test'))?.role).toBe('user');
  });

  it.each([null, '', 'superuser', 'ADMIN', 'admin '])("answers role 'user' in /api/me when the stored role is %j", async (stored) => {
    const { client, userId } = await ctx.signedInUser('user');
    await ctx.db.update(user).set({ role: stored }).where(eq(user.id, userId));
    const response = await client.request('/api/me');
    expect(response.status).toBe(200);
    const me = await response.json();
    expect(me.role).toBe('user');
    expect(me.subscription).toEqual({ subscribed: false, tier: null, end: null });
  });

  it("answers 'admin' only for the stored role 'admin'", async () => {
    const { client } = await ctx.signedInUser('admin');
    expect((await (await client.request('/api/me')).json()).role).toBe('admin');
  });
});
