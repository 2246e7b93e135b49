import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@/shared/contact';
import { lastMailTo, pathOf, waitForMailTo } from '../test/auth-test-helpers';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from '../test/test-app';

/**
 * The security notices and the pending e-mail change (docs/product.md#security-notices, docs/product.md#account-settings),
 * read from the dev outbox: a confirmed e-mail change is told to the old address, a password change or reset to the
 * account's address; /api/me names the address an e-mail change waits on until it is confirmed, superseded or ended.
 */

// What the web's Update Email Address form sends as callbackURL (src/web/lib/account-paths.ts).
const callbackURL = `${TEST_ORIGIN}/auth?email-changed=1`;
const EMAIL_CHANGED = 'Your Equipped e-mail address was changed';
const PASSWORD_CHANGED = 'Your Equipped password was changed';

const changeEmail = (client: TestClient, newEmail: string, currentPassword: string) =>
  client.request('/api/auth/change-email', { method: 'POST', json: { newEmail, callbackURL, currentPassword } });
const changePassword = (client: TestClient, currentPassword: string, newPassword: string) =>
  client.request('/api/auth/change-password', { method: 'POST', json: { currentPassword, newPassword, revokeOtherSessions: true } });
const meOf = async (client: TestClient) => {
  const response = await client.request('/api/me');
  expect(response.status).toBe(200);
  return ((await response.json()) as { user: { email: string; pendingEmail: string | null } }).user;
};

describe('security notices and the pending e-mail change', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());
  const outboxSize = () => ctx.mailer.outbox()!.length;

  it('shows the newest pending address until its link is followed, then tells the old address what it changed to', async () => {
    const { client, email, password } = await ctx.signedInUser('user', { email: 'before.change@example.test' });
    expect(await meOf(client)).toMatchObject({ email, pendingEmail: null });

    expect((await changeEmail(client, 'First@Example.test', password)).status).toBe(200);
    expect((await meOf(client)).pendingEmail).toBe('first@example.test');

    // A newer request supersedes it.
    const after = outboxSize();
    expect((await changeEmail(client, 'second@example.test', password)).status).toBe(200);
    expect(await meOf(client)).toMatchObject({ email, pendingEmail: 'second@example.test' });
    const link = (await waitForMailTo(ctx, 'second@example.test', { after })).links[0]!;
    // Nothing is told before the change happens.
    expect(lastMailTo(ctx, email)).toBeUndefined();

    expect((await client.request(pathOf(link))).status).toBe(302);
    expect(await meOf(client)).toEqual(expect.objectContaining({ email: 'second@example.test', pendingEmail: null }));

    const notice = await waitForMailTo(ctx, email);
    expect(notice.subject).toBe(EMAIL_CHANGED);
    expect(notice.text).toContain(`from ${email} to s***@example.test`);
    expect(notice.text).not.toContain('second@example.test');
    expect(notice.text).toContain(`contact support at ${CONTACT_EMAIL}`);
    expect(notice.html).toContain(`href="mailto:${CONTACT_EMAIL}"`);
    // The new address got its link and nothing else.
    expect(ctx.mailer.outbox()!.filter((m) => m.to === 'second@example.test')).toHaveLength(1);
  });

  it("names another member's address as pending exactly like a free one, and mails neither that member nor anyone", async () => {
    const other = await ctx.signedInUser('user', { email: 'already.taken@example.test' });
    const { client, email, password } = await ctx.signedInUser('user');
    const before = outboxSize();
    expect((await changeEmail(client, other.email, password)).status).toBe(200);
    expect(await meOf(client)).toMatchObject({ email, pendingEmail: other.email });
    expect(outboxSize()).toBe(before);
  });

  it('drops the pending address when a password change ends its link, and tells the account of the change', async () => {
    const { client, email, password } = await ctx.signedInUser('user', { email: 'changes.password@example.test' });
    expect((await changeEmail(client, 'never-confirmed@example.test', password)).status).toBe(200);
    expect((await meOf(client)).pendingEmail).toBe('never-confirmed@example.test');

    expect((await changePassword(client, password, 'brand-new-password-2')).status).toBe(200);
    expect((await meOf(client)).pendingEmail).toBeNull();

    const notice = await waitForMailTo(ctx, email);
    expect(notice.subject).toBe(PASSWORD_CHANGED);
    expect(notice.text).toContain('changed in Account Settings');
    expect(notice.text).toContain('Your other devices were signed out.');
    expect(notice.links).toContain(`${TEST_ORIGIN}/auth`);
    expect(notice.text).toContain(`contact support at ${CONTACT_EMAIL}`);
  });

  it('tells nobody of a refused password change', async () => {
    const { client, email } = await ctx.signedInUser('user');
    expect((await changePassword(client, 'not-my-password', 'brand-new-password-2')).status).toBe(400);
    expect((await changePassword(client, 'whatever', 'short')).status).toBe(400);
    await ctx.backgroundSettled();
    expect(lastMailTo(ctx, email)).toBeUndefined();
  });

  it('tells the account of a password reset', async () => {
    const { email } = await ctx.signedInUser('user', { email: 'resets.password@example.test' });
    const request = await ctx
      .client()
      .request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: `${TEST_ORIGIN}/auth?mode=reset` } });
    expect(request.status).toBe(200);
    const resetMail = await waitForMailTo(ctx, email);
    const token = new URL(resetMail.links[0]!).pathname.split('/').at(-1);
    const after = outboxSize();
    const reset = await ctx
      .client()
      .request('/api/auth/reset-password', { method: 'POST', json: { newPassword: 'brand-new-password-2', token } });
    expect(reset.status).toBe(200);

    const notice = await waitForMailTo(ctx, email, { after });
    expect(notice.subject).toBe(PASSWORD_CHANGED);
    expect(notice.text).toContain('reset with a link we e-mailed to this address');
    expect(notice.links).toContain(`${TEST_ORIGIN}/auth`);
  });
});

describe('a notice that cannot be delivered', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens on port 9 (discard) here: every mail fails to send.
    ctx = await createTestContext({ smtpUrl: 'smtp://127.0.0.1:9' });
  });
  afterAll(() => ctx.close());

  it('neither fails nor undoes the password change', async () => {
    const { client, email, password } = await ctx.signedInUser('user');
    expect((await changePassword(client, password, 'brand-new-password-2')).status).toBe(200);
    await ctx.backgroundSettled();
    const signIn = await ctx
      .client()
      .request('/api/auth/sign-in/email', { method: 'POST', json: { email, password: 'brand-new-password-2' } });
    expect(signIn.status).toBe(200);
  });
});
