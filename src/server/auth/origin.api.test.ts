import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDevOutboxMailer } from '../mail/mailer';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { featureAuthHooks } from '../auth-hooks';
import { createAuth } from './auth';

/**
 * better-auth's CSRF defence checks the Origin of state-changing requests against PUBLIC_URL (docs/architecture.md#auth). It
 * skips that check under NODE_ENV=test unless told otherwise; auth.ts forces it on, and these tests pin what browsers
 * will meet: same-origin fetches pass, cross-site ones and cookie-carrying requests without an Origin do not.
 */
describe('origin checks on auth requests', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    cookie = (await ctx.signedInUser()).client.cookie();
  });
  afterAll(() => ctx.close());

  /** A request with exactly these headers (the test client would add Origin). */
  const raw = (path: string, init: { method?: string; headers?: Record<string, string>; json?: unknown } = {}) =>
    ctx.app.request(path, {
      method: init.method ?? 'GET',
      headers: {
        'x-test-client-ip': '10.20.0.1',
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });

  it('accepts a same-origin POST that carries the session cookie', async () => {
    const response = await raw('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, origin: TEST_ORIGIN },
      json: { name: 'Renamed' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a cookie-carrying POST without Origin (403 MISSING_OR_NULL_ORIGIN)', async () => {
    const response = await raw('/api/auth/update-user', { method: 'POST', headers: { cookie }, json: { name: 'No origin' } });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('MISSING_OR_NULL_ORIGIN');
  });

  it('accepts Origin: null when the browser marks the request same-origin (Sec-Fetch-Site)', async () => {
    // better-auth then compares the request's own URL with PUBLIC_URL, so the request must be addressed to it.
    const response = await raw(`${TEST_ORIGIN}/api/auth/update-user`, {
      method: 'POST',
      headers: { cookie, origin: 'null', 'sec-fetch-site': 'same-origin' },
      json: { name: 'Null origin' },
    });
    expect(response.status).toBe(200);
  });

  it('refuses a cross-site POST with the cookie, and a cross-site sign-in without one', async () => {
    const withCookie = await raw('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      json: { name: 'x' },
    });
    expect(withCookie.status).toBe(403);
    expect((await withCookie.json()).code).toBe('INVALID_ORIGIN');

    const loginCsrf = await raw('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: 'someone@example.test', password: 'whatever-password' },
    });
    expect(loginCsrf.status).toBe(403);
  });

  it('lets GETs with the cookie through without an Origin (session reads, links opened from mail)', async () => {
    const response = await raw('/api/auth/get-session', { headers: { cookie } });
    expect(response.status).toBe(200);
    expect((await response.json())?.user?.email).toMatch(/@example\.test$/);
    expect((await raw('/api/me', { headers: { cookie } })).status).toBe(200);
  });
});

describe('origin checks in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('trusts only PUBLIC_URL', async () => {
    const logger = pino({ level: 'silent' });
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(32),
      PUBLIC_URL: 'https://equipped.example',
      SMTP_URL: 'smtp://127.0.0.1:9',
      BILLING_PROVIDER: 'local',
    });
    const mailer = createDevOutboxMailer(logger);
    const app = createApp({
      config,
      database: ctx.database,
      mailer,
      logger,
      auth: createAuth({ db: ctx.db, config, mailer, logger, ...featureAuthHooks(ctx.db, config, logger) }),
    });
    const attempt = (origin: string) =>
      app.request('https://equipped.example/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ email: 'nobody@example.test', password: 'whatever-password' }),
      });
    expect((await attempt('http://localhost:3000')).status).toBe(403);
    expect((await attempt('http://equipped.example')).status).toBe(403);
    expect((await attempt('https://equipped.example')).status).toBe(401);
  });
});
