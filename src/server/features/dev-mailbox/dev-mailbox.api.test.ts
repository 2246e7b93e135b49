import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createAuth } from '../../auth/auth';
import { featureAuthHooks } from '../../auth-hooks';
import { waitForMailTo } from '../../test/auth-test-helpers';
import { loadConfig } from '../../config';
import { createDevOutboxMailer, createSmtpMailer, type Mailer } from '../../mail/mailer';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/test-app';

/**
 * The dev outbox pages (docs/architecture.md#mail): `/dev/mailbox` (HTML, links clickable) and `/dev/mailbox.json`
 * (`[{ to, subject, text, html, links, sentAt }]`, newest first); `/dev/*` does not exist in production.
 */
describe('dev mailbox', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('lists the mail the app sent, newest first, with its links', async () => {
    const browser = ctx.client();
    await browser.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: 'inbox@example.test',
        password: 'correct-horse-battery',
        name: 'inbox',
        callbackURL: `${TEST_ORIGIN}/auth?verified=1`,
      },
    });
    // The confirmation is mailed in the background once its link is recorded: wait for it, then a moment more.
    await waitForMailTo(ctx, 'inbox@example.test');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await browser.request('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email: 'inbox@example.test', redirectTo: `${TEST_ORIGIN}/auth?mode=reset` },
    });

    const response = await ctx.client().request('/dev/mailbox.json');
    expect(response.status).toBe(200);
    const messages = await response.json();
    expect(messages).toHaveLength(2);
    for (const message of messages) expect(Object.keys(message).sort()).toEqual(['html', 'links', 'sentAt', 'subject', 'text', 'to']);
    const [newest, oldest] = messages;
    expect(newest).toMatchObject({ to: 'inbox@example.test', subject: 'Reset your Equipped password' });
    expect(oldest).toMatchObject({ to: 'inbox@example.test', subject: 'Confirm your Equipped account' });
    expect(Date.parse(newest.sentAt)).toBeGreaterThan(Date.parse(oldest.sentAt));
    expect(oldest.links).toHaveLength(1);
    expect(oldest.links[0]).toMatch(new RegExp(`^${TEST_ORIGIN}/api/auth/verify-email\\?token=`));
    expect(oldest.text).toContain(oldest.links[0]);
    expect(oldest.html).toContain('<a href=');
  });

  it('shows the messages as an HTML page whose links are clickable, escaping what the mail contains', async () => {
    await ctx.mailer.send({
      to: 'xss@example.test',
      subject: '<script>alert(1)</script>',
      text: 'Open http://localhost:3999/auth?a=1&b=2 now',
      html: '<p>ignored</p>',
    });
    const response = await ctx.client().request('/dev/mailbox');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = await response.text();
    expect(page).toContain('<a href="http://localhost:3999/auth?a=1&amp;b=2">');
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const verifyLink = ctx.mailer.outbox()!.find((m) => m.subject === 'Confirm your Equipped account')!.links[0]!;
    expect(page).toContain(`<a href="${verifyLink.replaceAll('&', '&amp;')}">`);
    // Newest first on the page too.
    expect(page.indexOf('&lt;script&gt;')).toBeLessThan(page.indexOf('Confirm your Equipped account'));
  });
});

describe('dev mailbox outside the dev outbox', () => {
  const logger = pino({ level: 'silent' });
  let close: () => Promise<void>;
  let database: TestContext['database'];
  beforeAll(async () => {
    const ctx = await createTestContext();
    database = ctx.database;
    close = ctx.close;
  });
  afterAll(() => close());

  function appWith(env: NodeJS.ProcessEnv, mailer: Mailer) {
    const config = loadConfig({ AUTH_SECRET: 'p'.repeat(32), DATA_DIR: '/tmp/equipped-test-unused', ...env });
    const auth = createAuth({ db: database.db, config, mailer, logger, ...featureAuthHooks(database.db, config, logger) });
    return createApp({ config, database, mailer, logger, auth });
  }
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://equipped.example',
    SMTP_URL: 'smtp://127.0.0.1:9',
    BILLING_PROVIDER: 'local',
  };

  it('does not exist in production', async () => {
    const app = appWith(production, createSmtpMailer(production.SMTP_URL, 'x <x@example.test>', logger));
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) expect((await app.request(path)).status).toBe(404);
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('does not exist in production even if an outbox mailer were wired in by mistake', async () => {
    const app = appWith(production, createDevOutboxMailer(logger));
    for (const path of ['/dev/mailbox', '/dev/mailbox.json']) expect((await app.request(path)).status).toBe(404);
  });

  it('does not exist in development when SMTP_URL sends real mail', async () => {
    const app = appWith(
      { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:9' },
      createSmtpMailer('smtp://127.0.0.1:9', 'x <x@example.test>', logger),
    );
    expect((await app.request('/dev/mailbox.json')).status).toBe(404);
  });
});
