import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchIndexOf } from '../features/exercises/search/search-index-store';
import { startFakeStripe } from '../test/fakes/fake-stripe';
import { signedDelivery, stripeEnv, stripeEvent } from '../test/fixtures/stripe-fixtures';
import { readSse } from '../test/sse-reader';
import { alsoClosing, createTestContext, TEST_ORIGIN, type TestContext } from '../test/test-app';
import { testEngine } from '../test/test-database';
import { createExercise, exerciseBody } from '../test/builders/admin-test-helpers';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** One sample of the exposition text: the metric's name, its labels and its value. */
type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses the Prometheus text format (comments skipped) into samples. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not an exposition line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1]!, m[2]!]));
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

const valueOf = (all: Sample[], name: string, labels: Record<string, string> = {}) =>
  all.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;

/** `GET /metrics` (docs/deployment.md#metrics): closed unless configured, bounded labels, the counts an operator alerts on. */
describe('metrics', () => {
  let ctx: TestContext;
  const scrape = async () => {
    const response = await ctx.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return samples(await response.text());
  };

  beforeAll(async () => {
    ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => ctx?.close());

  it('is off, and counts nothing, when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const off = await createTestContext({ database: ctx.database });
    expect(off.metrics).toBeNull();
    const response = await off.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
    await off.events.close();
  });

  it('answers only a request bearing the token', async () => {
    for (const authorization of [
      undefined,
      'Bearer wrong-token-wrong-token-0',
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
    ]) {
      const response = await ctx.app.request('/metrics', { headers: authorization ? { authorization } : {} });
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain('equipped_');
    }
    expect((await scrape()).length).toBeGreaterThan(0);
  });

  it("counts requests by method, route template and status class, and times them, with Node's own metrics beside", async () => {
    const member = (await ctx.signedInUser('user')).client;
    const id = randomUUID();
    expect((await member.request(`/api/exercises/${id}`)).status).toBe(404);
    expect((await member.request('/api/exercises?q=bench')).status).toBe(200);
    const all = await scrape();
    expect(valueOf(all, 'equipped_http_requests_total', { method: 'GET', route: '/api/exercises/{id}', status_class: '4xx' })).toBe(1);
    expect(
      valueOf(all, 'equipped_http_requests_total', { method: 'GET', route: '/api/exercises', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(valueOf(all, 'equipped_http_request_duration_seconds_count', { method: 'GET', route: '/api/exercises/{id}' })).toBe(1);
    expect(valueOf(all, 'equipped_http_request_duration_seconds_bucket', { route: '/api/exercises/{id}', le: '0.05' })).toBeDefined();
    // better-auth's kept paths are labels of their own; Node's process and event-loop metrics are there.
    expect(valueOf(all, 'equipped_http_requests_total', { method: 'POST', route: '/api/auth/sign-in/email', status_class: '2xx' })).toBe(1);
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect(
        all.some((s) => s.name === name),
        name,
      ).toBe(true);
  });

  it('keeps the number of series bounded whatever paths, ids and methods clients send', async () => {
    const member = (await ctx.signedInUser('user')).client;
    const junk: string[] = [];
    const burst = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        const word = `junk${randomUUID().slice(0, 8)}`;
        junk.push(word);
        await member.request(`/api/exercises/${word}`);
        await ctx.app.request(`/api/${word}/${i}`);
        await ctx.app.request(`/${word}?q=${word}`);
        await ctx.app.request(`/assets/${word}.js`);
        await ctx.app.request(`/api/workouts/${word}`, { method: 'PROPFIND' });
      }
    };
    const series = (all: Sample[]) => all.filter((s) => s.name.startsWith('equipped_http_')).length;
    await burst(5);
    const before = series(await scrape());
    await burst(60);
    const after = await scrape();
    expect(series(after)).toBe(before);
    const labels = after.flatMap((s) => Object.values(s.labels)).join('\n');
    for (const word of junk) expect(labels).not.toContain(word);
    expect(valueOf(after, 'equipped_http_requests_total', { method: 'OTHER', route: '/api/*' })).toBeGreaterThanOrEqual(65);
  });

  it('reports the search index, open event streams, e-mails and whether the instance drains', async () => {
    await createExercise((await ctx.signedInUser('admin')).client, exerciseBody({ exerciseName: 'Metrics Curl' }));
    const index = await searchIndexOf(ctx.database);
    let all = await scrape();
    expect(valueOf(all, 'equipped_search_index_documents')).toBe(index.size);
    expect(valueOf(all, 'equipped_search_index_last_delta_age_seconds')).toBeLessThan(60);
    expect(valueOf(all, 'equipped_event_streams_open')).toBe(0);
    expect(valueOf(all, 'equipped_draining')).toBe(0);

    const member = (await ctx.signedInUser('user')).client;
    const stream = readSse(await member.request('/api/events', { headers: { accept: 'text/event-stream' } }));
    await stream.waitFor((m) => m.event === 'ready');
    expect(valueOf(await scrape(), 'equipped_event_streams_open')).toBe(1);
    await stream.close();
    await expect.poll(async () => valueOf(await scrape(), 'equipped_event_streams_open')).toBe(0);

    const sent = valueOf(all, 'equipped_emails_total', { outcome: 'sent' }) ?? 0;
    const signUp = await ctx.client().request('/api/auth/sign-up/email', {
      method: 'POST',
      json: {
        email: `metrics-${randomUUID().slice(0, 8)}@example.test`,
        password: 'long-enough-1',
        name: 'M',
        callbackURL: `${TEST_ORIGIN}/`,
      },
    });
    expect(signUp.status).toBe(200);
    await ctx.backgroundSettled();
    all = await scrape();
    expect(valueOf(all, 'equipped_emails_total', { outcome: 'sent' })).toBe(sent + 1);
    expect(valueOf(all, 'equipped_emails_total', { outcome: 'failed' })).toBe(0);

    ctx.readiness.drain();
    expect(valueOf(await scrape(), 'equipped_draining')).toBe(1);
  });

  it.runIf(testEngine() === 'postgres')('reports the PostgreSQL pool in use, idle and waiting', async () => {
    const all = await scrape();
    const pool = ctx.database.pool!;
    expect(valueOf(all, 'equipped_db_pool_connections', { state: 'idle' })).toBe(pool.idleCount);
    expect(valueOf(all, 'equipped_db_pool_connections', { state: 'in_use' })).toBe(pool.totalCount - pool.idleCount);
    expect(valueOf(all, 'equipped_db_pool_waiting')).toBe(0);
  });

  it.runIf(testEngine() === 'pglite')('has no pool gauges on the embedded database, which has no pool', async () => {
    expect((await scrape()).some((s) => s.name.startsWith('equipped_db_pool'))).toBe(false);
  });
});

describe('metrics of mail that fails and of Stripe webhooks', () => {
  it('counts an e-mail the transport refused as failed', async () => {
    // Nothing listens on port 9 of this machine: the SMTP transport fails.
    const ctx = await createTestContext({ env: { METRICS_TOKEN: TOKEN }, smtpUrl: 'smtp://127.0.0.1:9' });
    try {
      await ctx.client().request('/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: 'unlucky@example.test', password: 'long-enough-1', name: 'U', callbackURL: `${TEST_ORIGIN}/` },
      });
      await ctx.backgroundSettled();
      const all = samples(await ctx.metrics!.scrape());
      expect(valueOf(all, 'equipped_emails_total', { outcome: 'failed' })).toBe(1);
      expect(valueOf(all, 'equipped_emails_total', { outcome: 'sent' })).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('counts Stripe webhook deliveries by outcome', async () => {
    const fake = await startFakeStripe();
    const ctx = alsoClosing(await createTestContext({ env: { ...stripeEnv(fake), METRICS_TOKEN: TOKEN } }), fake);
    try {
      const event = stripeEvent(`evt_metrics_${randomUUID().slice(0, 8)}`, 'customer.created', Math.floor(Date.now() / 1000), {
        id: 'cus_x',
      });
      const deliver = (delivery: ReturnType<typeof signedDelivery>) =>
        ctx.app.request('/api/billing/webhook', { method: 'POST', headers: delivery.headers, body: delivery.body });
      const first = await deliver(signedDelivery(event));
      const again = await deliver(signedDelivery(event));
      const forged = await deliver(signedDelivery(event, { secret: 'whsec_someone_else' }));
      expect([first.status, again.status, forged.status]).toEqual([200, 200, 400]);
      const outcomes = [((await first.json()) as { outcome: string }).outcome, ((await again.json()) as { outcome: string }).outcome];
      const all = samples(await ctx.metrics!.scrape());
      for (const outcome of new Set(outcomes))
        expect(valueOf(all, 'equipped_stripe_webhooks_total', { outcome })).toBe(outcomes.filter((o) => o === outcome).length);
      expect(valueOf(all, 'equipped_stripe_webhooks_total', { outcome: 'invalid_signature' })).toBe(1);
    } finally {
      await ctx.close();
    }
  });
});
