import { addMonths, addYears } from 'date-fns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingSubscription } from '@/shared/schemas/billing';
import { subscriptions } from '../../db/schema';
import { createTestContext, TEST_ORIGIN, type TestClient, type TestContext } from '../../test/test-app';
import { errorBodyOf } from '../../test/error-body';

// docs/product.md#test-mode-billing: BILLING_PROVIDER=local (the default) — test-mode checkout and portal pages inside the app, no network.
// The API behind them: checkout/portal URLs, Confirm (renewal one month or one year ahead), cancel at period end,
// resume, and the test-mode 'End now' (decision 0009).
describe('local billing provider (test mode)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const post = (client: TestClient, path: string, json?: unknown) =>
    client.request(path, { method: 'POST', ...(json === undefined ? {} : { json }) });
  const status = async (client: TestClient) => (await (await client.request('/api/billing/subscription')).json()) as BillingSubscription;
  const me = async (client: TestClient) => ((await (await client.request('/api/me')).json()) as { subscription: unknown }).subscription;
  const NOT_SUBSCRIBED: BillingSubscription = { subscribed: false, tier: null, end: null, cancelAtPeriodEnd: false, hasPlan: false };
  const near = (iso: string | null, expected: Date) => Math.abs(new Date(iso!).getTime() - expected.getTime()) < 60_000;

  it('answers 401 to the signed-out on every billing endpoint', async () => {
    const anonymous = ctx.client();
    expect((await anonymous.request('/api/billing/subscription')).status).toBe(401);
    for (const path of [
      '/api/billing/checkout',
      '/api/billing/portal',
      '/api/billing/local/checkout',
      '/api/billing/local/cancel',
      '/api/billing/local/resume',
      '/api/billing/local/end',
    ]) {
      expect((await post(anonymous, path, { priceType: 'yearly' })).status, path).toBe(401);
    }
  });

  it('points checkout and portal at the app’s own test-mode pages', async () => {
    const { client } = await ctx.signedInUser('user');
    expect(await status(client)).toEqual(NOT_SUBSCRIBED);
    const checkout = await post(client, '/api/billing/checkout', { priceType: 'yearly' });
    expect(checkout.status).toBe(200);
    expect(await checkout.json()).toEqual({ url: `${TEST_ORIGIN}/billing/local/checkout?plan=yearly` });
    expect(await (await post(client, '/api/billing/checkout', { priceType: 'monthly' })).json()).toEqual({
      url: `${TEST_ORIGIN}/billing/local/checkout?plan=monthly`,
    });
    expect((await post(client, '/api/billing/checkout', { priceType: 'lifetime' })).status).toBe(422);
    expect(await (await post(client, '/api/billing/portal')).json()).toEqual({ url: `${TEST_ORIGIN}/billing/local/portal` });
  });

  it('documents the billing API in the OpenAPI document', async () => {
    const document = (await (await ctx.app.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const path of [
      '/api/billing/subscription',
      '/api/billing/checkout',
      '/api/billing/portal',
      '/api/billing/local/checkout',
      '/api/billing/local/end',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });

  it('tells every server instance to forget its resolved viewers on each change (decision 0010), and not on a refused one', async () => {
    const heard: string[] = [];
    const stop = await ctx.events.subscribe((topic) => heard.push(topic));
    try {
      const { client } = await ctx.signedInUser('user');
      const viewersHeard = () => heard.filter((topic) => topic === 'viewers').length;
      const steps: [string, unknown, number][] = [
        ['/api/billing/local/checkout', { priceType: 'monthly' }, 200],
        ['/api/billing/local/checkout', { priceType: 'monthly' }, 409],
        ['/api/billing/local/cancel', undefined, 200],
        ['/api/billing/local/resume', undefined, 200],
        ['/api/billing/local/end', undefined, 200],
        ['/api/billing/local/end', undefined, 409],
      ];
      let expected = 0;
      for (const [path, json, code] of steps) {
        expect((await post(client, path, json)).status, path).toBe(code);
        if (code === 200) expected += 1;
        await expect.poll(viewersHeard, { message: path }).toBe(expected);
      }
      await new Promise((resolve) => setTimeout(resolve, 100)); // a late stray notification would show now
      expect(viewersHeard()).toBe(4);
    } finally {
      stop();
    }
  });

  it('has no Stripe webhook', async () => {
    expect(
      (await ctx.app.request('/api/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))
        .status,
    ).toBe(404);
  });

  it('activates the yearly plan one year ahead and the monthly plan one month ahead, seen by every endpoint at once', async () => {
    const yearly = await ctx.signedInUser('user');
    expect(await me(yearly.client)).toEqual({ subscribed: false, tier: null, end: null }); // memoised for a second (decision 0010)
    const confirmed = await post(yearly.client, '/api/billing/local/checkout', { priceType: 'yearly' });
    expect(confirmed.status).toBe(200);
    const answer = (await confirmed.json()) as BillingSubscription;
    expect(answer).toMatchObject({ subscribed: true, tier: 'Yearly', cancelAtPeriodEnd: false, hasPlan: true });
    expect(near(answer.end, addYears(new Date(), 1))).toBe(true);
    expect(await me(yearly.client)).toEqual({ subscribed: true, tier: 'Yearly', end: answer.end });

    const monthly = await ctx.signedInUser('user');
    const monthlyAnswer = (await (
      await post(monthly.client, '/api/billing/local/checkout', { priceType: 'monthly' })
    ).json()) as BillingSubscription;
    expect(monthlyAnswer).toMatchObject({ subscribed: true, tier: 'Monthly' });
    expect(near(monthlyAnswer.end, addMonths(new Date(), 1))).toBe(true);
  });

  it('refuses a second checkout while the plan runs, even two confirmations at once', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const answers = await Promise.all([
      post(client, '/api/billing/local/checkout', { priceType: 'yearly' }),
      post(client, '/api/billing/local/checkout', { priceType: 'monthly' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [row] = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
    const refused = await post(client, '/api/billing/checkout', { priceType: 'monthly' });
    expect(refused.status).toBe(409);
    expect(await errorBodyOf(refused)).toEqual({
      error: { code: 'CONFLICT', message: 'You already have an active subscription. Manage it from the Subscription page.' },
    });
    expect((await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]).toEqual(row);
  });

  it('cancels at the period end (still subscribed until then), resumes, and ends now in test mode', async () => {
    const { client } = await ctx.signedInUser('user');
    const started = (await (await post(client, '/api/billing/local/checkout', { priceType: 'yearly' })).json()) as BillingSubscription;

    const cancelled = (await (await post(client, '/api/billing/local/cancel')).json()) as BillingSubscription;
    expect(cancelled).toEqual({ subscribed: true, tier: 'Yearly', end: started.end, cancelAtPeriodEnd: true, hasPlan: true });
    expect(await me(client)).toEqual({ subscribed: true, tier: 'Yearly', end: started.end });

    const resumed = (await (await post(client, '/api/billing/local/resume')).json()) as BillingSubscription;
    expect(resumed).toEqual({ ...cancelled, cancelAtPeriodEnd: false });

    expect((await post(client, '/api/billing/local/cancel')).status).toBe(200);
    const ended = await post(client, '/api/billing/local/end');
    expect(ended.status).toBe(200);
    expect(await ended.json()).toEqual(NOT_SUBSCRIBED);
    expect(await me(client)).toEqual({ subscribed: false, tier: null, end: null });

    // Nothing left to manage; a new checkout is allowed again.
    for (const action of ['cancel', 'resume', 'end']) {
      const refused = await post(client, `/api/billing/local/${action}`);
      expect(refused.status, action).toBe(409);
      expect(await errorBodyOf(refused)).toEqual({ error: { code: 'CONFLICT', message: 'You have no plan to manage.' } });
    }
    expect((await post(client, '/api/billing/checkout', { priceType: 'monthly' })).status).toBe(200);
  });

  it('touches only the member’s own plan', async () => {
    const owner = await ctx.signedInUser('user');
    const other = await ctx.signedInUser('user');
    await post(owner.client, '/api/billing/local/checkout', { priceType: 'monthly' });
    expect((await post(other.client, '/api/billing/local/end')).status).toBe(409);
    expect(await status(owner.client)).toMatchObject({ subscribed: true, tier: 'Monthly' });
  });
});
