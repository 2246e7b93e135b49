import type { Logger } from 'pino';
import { createLogger } from '../lib/logger';
import { createApp } from '../app';
import { type AuthRateLimits, createAuth } from '../auth/auth';
import { featureAuthHooks } from '../auth-hooks';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema';
import { Readiness } from '../features/health/readiness';
import { createVerifiedUser, type Role } from '../features/users/users.service';
import { createMetrics } from '../lib/metrics';
import { countedMailer, createDevOutboxMailer, createSmtpMailer, type Mailer } from '../mail/mailer';
import { createEventsHub } from '../realtime/events-hub';
import { createResponseValidator } from './response-validator';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost:3999';

/** Generous limits so ordinary tests never trip them; rate-limit tests pass their own. */
export const RELAXED_RATE_LIMITS: AuthRateLimits = {
  window: 60,
  signIn: 1000,
  signUp: 1000,
  reset: 1000,
  resend: 1000,
  resendPerAddress: 1000,
  general: 10_000,
};

/**
 * A browser-like client for `app.request`: keeps cookies, sends the Origin better-auth requires, speaks JSON. Every
 * answer is checked against the OpenAPI document (a status or body it does not describe fails the request).
 */
export type TestClient = {
  request(path: string, init?: RequestInit & { json?: unknown }): Promise<Response>;
  cookie(): string;
};

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The real app on a fresh migrated database (docs/architecture.md#tests: API tests through `app.request`), with the dev outbox (or SMTP
 * when `smtpUrl` is given) and helpers to make users, sign in, and subscribe. Call `close()` in `afterAll`.
 */
export async function createTestContext(
  options: {
    rateLimits?: AuthRateLimits;
    smtpUrl?: string;
    database?: Database;
    heartbeatMs?: number;
    /** More environment for loadConfig, e.g. BILLING_PROVIDER=stripe and its STRIPE_* variables (docs/architecture.md#billing). */
    env?: Record<string, string>;
    /** The app's logger; a silent one when omitted. */
    logger?: Logger;
  } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    DATA_DIR: '/tmp/equipped-test-unused',
    ...options.env,
  });
  const logger = options.logger ?? createLogger('silent');
  // Metrics as the server keeps them when METRICS_TOKEN or METRICS_PORT is set (runtime.ts).
  const metrics = config.metricsToken || config.metricsPort ? createMetrics() : null;
  const transport: Mailer = options.smtpUrl ? createSmtpMailer(options.smtpUrl, config.mailFrom, logger) : createDevOutboxMailer(logger);
  const mailer = metrics ? countedMailer(transport, metrics.countEmail) : transport;
  // better-auth's background work (mail and the link records written before it), tracked so a test can wait for it.
  const pendingTasks = new Set<Promise<unknown>>();
  const trackTask = (task: Promise<unknown>) => {
    pendingTasks.add(task);
    const done = () => pendingTasks.delete(task);
    task.then(done, done);
  };
  const auth = createAuth({
    backgroundTasks: trackTask,
    db: database.db,
    config,
    mailer,
    logger,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    ...featureAuthHooks(database.db, config, logger),
  });
  // The live events of /api/events; closed with the context so no LISTEN connection outlives the test file.
  const events = createEventsHub(database, logger, { heartbeatMs: options.heartbeatMs, sessionCheckMs: config.viewerCacheMs || undefined });
  // Whether the app takes traffic (/api/ready); a test drains it as SIGTERM does in main.ts.
  const readiness = new Readiness();
  const app = createApp({ config, database, mailer, logger, auth, events, readiness, metrics });
  // Every answer the test clients receive is checked against the app's own OpenAPI document (response-validator.ts).
  const validateResponse = await createResponseValidator(async () => app.request('/api/openapi.json'));

  function client(ip = '127.0.0.1'): TestClient {
    const jar = new Map<string, string>();
    return {
      cookie: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      async request(path, init = {}) {
        const headers = new Headers(init.headers);
        if (!headers.has('origin')) headers.set('origin', TEST_ORIGIN);
        headers.set('x-test-client-ip', ip);
        if (jar.size > 0 && !headers.has('cookie')) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
        let body = init.body;
        if (init.json !== undefined) {
          headers.set('content-type', 'application/json');
          body = JSON.stringify(init.json);
        }
        const response = await app.request(path, { ...init, headers, body }, undefined);
        await validateResponse(init.method ?? 'GET', path, response);
        for (const line of response.headers.getSetCookie()) {
          const [pair, ...attributes] = line.split(';');
          const index = pair!.indexOf('=');
          const name = pair!.slice(0, index).trim();
          const value = pair!.slice(index + 1).trim();
          const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
          if (expired) jar.delete(name);
          else jar.set(name, value);
        }
        return response;
      },
    };
  }

  let counter = 0;
  /** Creates a verified user with a password login and returns a signed-in client for it. */
  async function signedInUser(role: Role = 'user', options: { email?: string; password?: string } = {}) {
    counter += 1;
    const email = options.email ?? `${role}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const password = options.password ?? 'correct-horse-battery';
    const created = await createVerifiedUser(auth, { email, password, role });
    const c = client();
    const response = await c.request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
    return { client: c, userId: created.id, email, password };
  }

  /**
   * Gives `userId` an active subscription until `end` (default: 30 days ahead; a past end gives an ended plan), then forgets memoised viewers as the
   * billing code does after every subscription change (decision 0010).
   */
  async function subscribe(userId: string, end = new Date(Date.now() + 30 * 24 * 3600 * 1000), status = 'active') {
    // A past `end` means a plan that has ended: marked as cancelled at that end, since an active, uncancelled test-mode
    // plan renews itself (decision 0009 §2).
    const cancelAtPeriodEnd = end.getTime() <= Date.now();
    await database.db
      .insert(subscriptions)
      .values({ userId, status, tier: 'Monthly', currentPeriodEnd: end, cancelAtPeriodEnd })
      .onConflictDoUpdate({ target: subscriptions.userId, set: { status, currentPeriodEnd: end, cancelAtPeriodEnd } });
    auth.viewerCache.invalidate();
  }

  return {
    app,
    auth,
    config,
    database,
    db: database.db,
    mailer,
    client,
    signedInUser,
    subscribe,
    events,
    readiness,
    metrics,
    /** Resolves once every background task better-auth has started (mail, link records) has ended, however it ended. */
    backgroundSettled: async () => {
      while (pendingTasks.size > 0) await Promise.allSettled([...pendingTasks]);
    },
    close: async () => {
      await events.close();
      await database.close();
    },
  };
}

/** `ctx` whose `close()` also stops `companion` (a server the app talks to, like the fake Stripe), after the app. */
export function alsoClosing(ctx: TestContext, companion: { close(): Promise<void> }): TestContext {
  return {
    ...ctx,
    close: async () => {
      await ctx.close();
      await companion.close();
    },
  };
}
