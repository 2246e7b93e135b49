import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers, subscriptions } from '../../db/schema';
import { TEST_ORIGIN, type TestClient, type TestContext } from '../../test/test-app';
import type { FakeStripe } from '../../test/fakes/fake-stripe';
import { startStripeTestContext, unixNow } from '../../test/fixtures/stripe-test-context';
import { PRICE_MONTHLY, PRICE_YEARLY, subscriptionObject } from '../../test/fixtures/stripe-fixtures';
import { errorBodyOf } from '../../test/error-body';

// docs/architecture.md#billing, docs/architecture.md#tests: BILLING_PROVIDER=stripe through the official SDK, pointed at a fake Stripe server. One customer per user,
// created once even under concurrent checkouts; Checkout Session in subscription mode with the configured prices; the
// Billing Portal; and when Stripe fails or hangs, a clear error within 10 s with nothing half-written.
describe('Stripe checkout and portal', () => {
  let ctx: TestContext;
  let fake: FakeStripe;

  beforeAll(async () => ({ ctx, fake } = await startStripeTestContext()));
  afterAll(() => ctx.close());
  beforeEach(() => {
    for (const path of [
      '/v1',
      '/v1/customers',
      '/v1/checkout/sessions',
      '/v1/checkout/sessions/',
      '/v1/billing_portal/sessions',
      '/v1/subscriptions',
    ])
      fake.behave(path, 'ok');
    fake.setCustomerDelay(0);
  });

  const checkout = (client: TestClient, priceType: string) =>
    client.request('/api/billing/checkout', { method: 'POST', json: { priceType } });
  const customersOf = (userId: string) => ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
  const CHECKOUT_FAILED = { error: { code: 'BILLING_UNAVAILABLE', message: 'Failed to create checkout session. Please try again.' } };

  it('opens a subscription-mode Checkout Session for the chosen plan, for one Stripe customer created once', async () => {
    const { client, userId, email } = await ctx.signedInUser('user');
    const createdBefore = fake.customersCreated();

    const yearly = await checkout(client, 'yearly');
    expect(yearly.status).toBe(200);
    const { url } = (await yearly.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_\d+$/);

    const [customer] = await customersOf(userId);
    expect(customer).toMatchObject({ provider: 'stripe' });
    const create = fake.requestsTo('/v1/customers').at(-1)!;
    expect(create.form.get('email')).toBe(email);
    expect(create.form.get('metadata[userId]')).toBe(userId);
    expect(create.idempotencyKey).toBe(`equipped-customer-${userId}`);

    const session = fake.requestsTo('/v1/checkout/sessions').at(-1)!;
    expect(Object.fromEntries(session.form)).toMatchObject({
      mode: 'subscription',
      customer: customer!.providerCustomerId,
      client_reference_id: userId,
      'line_items[0][price]': PRICE_YEARLY,
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][userId]': userId,
      success_url: `${TEST_ORIGIN}/billing/checkout/complete`,
      cancel_url: `${TEST_ORIGIN}/dashboard/subscription?checkout=cancelled`,
    });
    expect(session.idempotencyKey).toMatch(/^equipped-checkout-/);

    // A second checkout (the member closed the first tab) reuses the customer and uses the monthly price.
    expect((await checkout(client, 'monthly')).status).toBe(200);
    expect(fake.requestsTo('/v1/checkout/sessions').at(-1)!.form.get('line_items[0][price]')).toBe(PRICE_MONTHLY);
    expect(fake.requestsTo('/v1/checkout/sessions').at(-1)!.form.get('customer')).toBe(customer!.providerCustomerId);
    expect(fake.customersCreated() - createdBefore).toBe(1);
    expect(await customersOf(userId)).toHaveLength(1);
  });

  it('creates one customer when two checkouts of the same member run at once', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    const createdBefore = fake.customersCreated();
    fake.setCustomerDelay(300);
    const answers = await Promise.all([checkout(client, 'yearly'), checkout(client, 'monthly')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(fake.customersCreated() - createdBefore).toBe(1);
    const customers = await customersOf(userId);
    expect(customers).toHaveLength(1);
    const sessions = fake.requestsTo('/v1/checkout/sessions').slice(-2);
    expect(sessions.map((s) => s.form.get('customer'))).toEqual([customers[0]!.providerCustomerId, customers[0]!.providerCustomerId]);
  });

  it('opens the Billing Portal for the member’s customer, returning to the Subscription page', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    expect((await checkout(client, 'monthly')).status).toBe(200);
    const response = await client.request('/api/billing/portal', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_fake_\d+$/);
    const portal = fake.requestsTo('/v1/billing_portal/sessions').at(-1)!;
    expect(portal.form.get('customer')).toBe((await customersOf(userId))[0]!.providerCustomerId);
    expect(portal.form.get('return_url')).toBe(`${TEST_ORIGIN}/dashboard/subscription`);
  });

  it('refuses a second plan while one runs, without calling Stripe', async () => {
    const { client, userId } = await ctx.signedInUser('user');
    await ctx.subscribe(userId);
    const before = fake.requests.length;
    const response = await checkout(client, 'yearly');
    expect(response.status).toBe(409);
    expect(fake.requests.length).toBe(before);
  });

  describe('a member who already has a Stripe customer (decision 0009 §6: never two plans billed)', () => {
    const ALREADY = {
      error: { code: 'CONFLICT', message: 'You already have an active subscription. Manage it from the Subscription page.' },
    };
    /** A member whose first checkout (monthly) is open at Stripe; our row knows nothing yet (the webhook has not come). */
    async function withOpenCheckout() {
      const signedIn = await ctx.signedInUser('user');
      expect((await checkout(signedIn.client, 'monthly')).status).toBe(200);
      const customer = (await customersOf(signedIn.userId))[0]!.providerCustomerId;
      const first = fake.checkoutSessions().at(-1)!;
      expect(first).toMatchObject({ customer, status: 'open' });
      return { ...signedIn, customer, first };
    }

    it.each(['active', 'trialing', 'past_due'])(
      'refuses a second checkout while Stripe reports a subscription %s that our row does not show yet',
      async (status) => {
        const { client, userId, customer } = await withOpenCheckout();
        fake.setSubscription(
          subscriptionObject({ id: `sub_running_${userId}`, customer, status, periodEnd: unixNow() + 30 * 86_400, priceType: 'monthly' }),
        );
        const sessionsBefore = fake.checkoutSessions().length;
        const response = await checkout(client, 'yearly');
        expect(response.status).toBe(409);
        expect(await errorBodyOf(response)).toEqual(ALREADY);
        expect(fake.checkoutSessions()).toHaveLength(sessionsBefore);
        const list = fake.requestsTo('/v1/subscriptions').at(-1)!;
        expect(list.method).toBe('GET');
        expect(Object.fromEntries(list.form)).toMatchObject({ customer, status: 'all', limit: '10' });
        expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
      },
    );

    it('lets a member whose Stripe subscription has ended check out again', async () => {
      const { client, userId, customer } = await withOpenCheckout();
      fake.setSubscription(
        subscriptionObject({
          id: `sub_ended_${userId}`,
          customer,
          status: 'canceled',
          periodEnd: unixNow() - 86_400,
          endedAt: unixNow() - 86_400,
        }),
      );
      expect((await checkout(client, 'yearly')).status).toBe(200);
    });

    it('expires the checkout the member left behind, so only the newest one can be paid', async () => {
      const { client, customer, first } = await withOpenCheckout();
      const response = await checkout(client, 'yearly');
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      const mine = fake.checkoutSessions().filter((session) => session.customer === customer);
      expect(mine).toEqual([
        { id: first.id, customer, status: 'expired' },
        { id: url.split('/').at(-1), customer, status: 'open' },
      ]);
      const expire = fake.requestsTo(`/v1/checkout/sessions/${first.id}/expire`);
      expect(expire).toHaveLength(1);
      expect(expire[0]!.idempotencyKey).toBe(`equipped-expire-${first.id}`);
      expect(fake.requestsTo('/v1/checkout/sessions').at(-1)!.form.get('line_items[0][price]')).toBe(PRICE_YEARLY);
    });

    it.each([
      ['listing the subscriptions', '/v1/subscriptions'],
      ['expiring the open checkout', '/v1/checkout/sessions/'],
    ])('answers the clear 502 and opens no new checkout when Stripe fails while %s', async (_, failing) => {
      const { client, userId, first } = await withOpenCheckout();
      const sessionsBefore = fake.checkoutSessions().length;
      fake.behave(failing, 'fail');
      const response = await checkout(client, 'yearly');
      expect(response.status).toBe(502);
      expect(await errorBodyOf(response)).toEqual(CHECKOUT_FAILED);
      expect(fake.checkoutSessions()).toHaveLength(sessionsBefore);
      expect(fake.checkoutSessions().find((session) => session.id === first.id)!.status).toBe('open');
      expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
    });
  });

  it('answers 401 to the signed-out and 422 to an unknown plan', async () => {
    expect((await checkout(ctx.client(), 'yearly')).status).toBe(401);
    expect((await ctx.client().request('/api/billing/portal', { method: 'POST' })).status).toBe(401);
    const { client } = await ctx.signedInUser('user');
    expect((await checkout(client, 'weekly')).status).toBe(422);
  });

  describe('when Stripe fails or hangs', () => {
    async function timed(action: () => Promise<Response>) {
      const started = Date.now();
      const response = await action();
      return { response, ms: Date.now() - started };
    }

    it('answers a clear error when Stripe fails (500), and stores no customer', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      fake.behave('/v1/customers', 'fail');
      const { response, ms } = await timed(() => checkout(client, 'yearly'));
      expect(response.status).toBe(502);
      expect(await errorBodyOf(response)).toEqual(CHECKOUT_FAILED);
      expect(ms).toBeLessThan(10_000);
      expect(await customersOf(userId)).toEqual([]);
      expect(await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId))).toEqual([]);
    });

    it('keeps the customer it created when only the session fails, and reuses it on the next try', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      const createdBefore = fake.customersCreated();
      fake.behave('/v1/checkout/sessions', 'fail');
      const failed = await checkout(client, 'monthly');
      expect(failed.status).toBe(502);
      expect(await errorBodyOf(failed)).toEqual(CHECKOUT_FAILED);
      expect(await customersOf(userId)).toHaveLength(1);
      fake.behave('/v1/checkout/sessions', 'ok');
      expect((await checkout(client, 'monthly')).status).toBe(200);
      expect(fake.customersCreated() - createdBefore).toBe(1);
    });

    it('gives up on a hanging customer create within 10 s, stores nothing, and works once Stripe answers again', async () => {
      const { client, userId } = await ctx.signedInUser('user');
      fake.behave('/v1/customers', 'hang');
      const { response, ms } = await timed(() => checkout(client, 'yearly'));
      expect(response.status).toBe(502);
      expect(await errorBodyOf(response)).toEqual(CHECKOUT_FAILED);
      expect(ms).toBeLessThan(10_000);
      expect(await customersOf(userId)).toEqual([]);
      fake.behave('/v1/customers', 'ok');
      expect((await checkout(client, 'yearly')).status).toBe(200);
      expect(await customersOf(userId)).toHaveLength(1);
    }, 30_000);

    it('gives up on a hanging portal session within 10 s with its own message', async () => {
      const { client } = await ctx.signedInUser('user');
      fake.behave('/v1/billing_portal/sessions', 'hang');
      const { response, ms } = await timed(() => client.request('/api/billing/portal', { method: 'POST' }));
      expect(response.status).toBe(502);
      expect(await errorBodyOf(response)).toEqual({
        error: { code: 'BILLING_UNAVAILABLE', message: 'Failed to open the customer portal. Please try again.' },
      });
      expect(ms).toBeLessThan(10_000);
    }, 30_000);
  });
});
