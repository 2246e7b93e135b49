import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingCustomers, billingEvents, subscriptions } from '../../db/schema';
import { type TestClient, type TestContext } from '../../test/test-app';
import type { FakeStripe } from '../../test/fakes/fake-stripe';
import { DAY, startStripeTestContext, unixNow } from '../../test/fixtures/stripe-test-context';
import {
  checkoutSessionObject,
  type EventFixture,
  invoiceObject,
  shuffled,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../../test/fixtures/stripe-fixtures';
import { errorBodyOf } from '../../test/error-body';

// docs/architecture.md#billing, docs/architecture.md#tests: the Stripe webhook verifies the signature on the raw body, applies each event exactly once, and never
// lets an older event overwrite a newer state — whatever the order and however often Stripe delivers.
describe('POST /api/billing/webhook (Stripe)', () => {
  let ctx: TestContext;
  let fake: FakeStripe;

  beforeAll(async () => ({ ctx, fake } = await startStripeTestContext()));
  afterAll(() => ctx.close());
  beforeEach(() => fake.behave('/v1/subscriptions', 'ok'));

  /** Delivers `event` as Stripe does: no session, no Origin, JSON with a signature header (or `tamper` the delivery). */
  async function deliver(
    event: EventFixture,
    options: Parameters<typeof signedDelivery>[1] & { tamper?: (d: ReturnType<typeof signedDelivery>) => void } = {},
  ) {
    const delivery = signedDelivery(event, options);
    options.tamper?.(delivery);
    return ctx.app.request('/api/billing/webhook', { method: 'POST', headers: delivery.headers, body: delivery.body });
  }
  const outcomeOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcome: string }).outcome;
  };

  /** A signed-in member with a Stripe customer linked to them (as a checkout leaves it). */
  async function member(label: string) {
    const signedIn = await ctx.signedInUser('user');
    const customer = `cus_${label}_${signedIn.userId.slice(0, 8)}`;
    await ctx.db.insert(billingCustomers).values({ userId: signedIn.userId, provider: 'stripe', providerCustomerId: customer });
    return { ...signedIn, customer };
  }
  const rowOf = async (userId: string) => (await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const eventCount = async () => (await ctx.db.select({ n: count() }).from(billingEvents))[0]!.n;
  const me = async (client: TestClient) =>
    (await (await client.request('/api/me')).json()) as { subscription: { subscribed: boolean; tier: string | null; end: string | null } };

  describe('refuses what Stripe did not sign, and changes nothing', () => {
    it.each([
      [
        'an unsigned delivery',
        { tamper: (d: ReturnType<typeof signedDelivery>) => delete (d.headers as Record<string, string>)['stripe-signature'] },
      ],
      ['a delivery signed with another secret', { secret: 'whsec_someone_else' }],
      ['a stale delivery (signed 10 minutes ago, beyond the 5-minute tolerance)', { timestamp: Math.floor(Date.now() / 1000) - 600 }],
      ['a tampered body', { tamper: (d: ReturnType<typeof signedDelivery>) => void (d.body = d.body.replace('"active"', '"trialing"')) }],
    ])('answers 400 to %s', async (_, options) => {
      const { userId, customer, client } = await member('refused');
      const before = await eventCount();
      const event = stripeEvent(
        `evt_refused_${userId}`,
        'customer.subscription.updated',
        unixNow(),
        subscriptionObject({ id: `sub_${userId}`, customer, status: 'active', periodEnd: unixNow() + 30 * DAY }),
      );
      const response = await deliver(event, options);
      expect(response.status).toBe(400);
      expect(await errorBodyOf(response)).toEqual({
        error: { code: 'INVALID_SIGNATURE', message: 'The webhook signature could not be verified.' },
      });
      expect(await rowOf(userId)).toBeUndefined();
      expect(await eventCount()).toBe(before);
      expect((await me(client)).subscription.subscribed).toBe(false);
    });
  });

  it('applies a signed event without a session or Origin, and the member sees the full catalogue at once', async () => {
    const { userId, customer, client } = await member('first');
    expect((await me(client)).subscription.subscribed).toBe(false); // memoised for a second (decision 0010)…
    const end = unixNow() + 365 * DAY;
    const event = stripeEvent(
      `evt_first_${userId}`,
      'customer.subscription.created',
      unixNow(),
      subscriptionObject({ id: `sub_first_${userId}`, customer, status: 'active', periodEnd: end }),
    );
    const heard: string[] = [];
    const stop = await ctx.events.subscribe((topic) => heard.push(topic));
    expect(await outcomeOf(await deliver(event))).toBe('applied');
    await expect.poll(() => heard.filter((topic) => topic === 'viewers')).toHaveLength(1); // every instance forgets too
    // …and forgotten by the webhook's change: the very next request is subscribed.
    expect((await me(client)).subscription).toEqual({ subscribed: true, tier: 'Yearly', end: new Date(end * 1000).toISOString() });
    expect(await outcomeOf(await deliver(event))).toBe('duplicate');
    expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, event.id))).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    stop();
    expect(heard.filter((topic) => topic === 'viewers')).toHaveLength(1); // a duplicate changes nothing, announces nothing
  });

  it('keeps a newer state when an older event arrives later', async () => {
    const { userId, customer, client } = await member('late');
    const t = unixNow() - 100;
    const sub = { id: `sub_late_${userId}`, customer, periodEnd: t + 30 * DAY, priceType: 'monthly' as const };
    const deleted = stripeEvent(
      `evt_late_del_${userId}`,
      'customer.subscription.deleted',
      t + 20,
      subscriptionObject({ ...sub, status: 'canceled', endedAt: t + 20 }),
    );
    const olderActive = stripeEvent(
      `evt_late_upd_${userId}`,
      'customer.subscription.updated',
      t + 10,
      subscriptionObject({ ...sub, status: 'active' }),
    );
    expect(await outcomeOf(await deliver(deleted))).toBe('applied');
    expect(await outcomeOf(await deliver(olderActive))).toBe('stale');
    expect(await rowOf(userId)).toMatchObject({ status: 'canceled', providerStateAt: new Date((t + 20) * 1000) });
    expect((await me(client)).subscription.subscribed).toBe(false);
  });

  describe('within one second (Stripe’s timestamps are whole seconds), whatever the order', () => {
    /** created(incomplete) and updated(active) of one subscription with the same `created`, plus (optionally) deleted. */
    function sameSecond(userId: string, customer: string) {
      const t = unixNow() - 50;
      const sub = { id: `sub_tie_${userId}`, customer, periodEnd: t + 365 * DAY };
      return {
        t,
        created: stripeEvent(
          `evt_tie_c_${userId}`,
          'customer.subscription.created',
          t,
          subscriptionObject({ ...sub, status: 'incomplete' }),
        ),
        updated: stripeEvent(`evt_tie_u_${userId}`, 'customer.subscription.updated', t, subscriptionObject({ ...sub, status: 'active' })),
        deleted: stripeEvent(
          `evt_tie_d_${userId}`,
          'customer.subscription.deleted',
          t,
          subscriptionObject({ ...sub, status: 'canceled', endedAt: t }),
        ),
      };
    }

    it.each([
      ['incomplete first', false],
      ['active first', true],
    ])('an active state beats an incomplete one of the same second (%s, each delivered three times)', async (_, activeFirst) => {
      const { userId, customer, client } = await member(activeFirst ? 'tieA' : 'tieI');
      const { created, updated, t } = sameSecond(userId, customer);
      const pair = activeFirst ? [updated, created] : [created, updated];
      const outcomes = [];
      for (const event of [...pair, ...pair, ...pair]) outcomes.push(await outcomeOf(await deliver(event)));
      expect(outcomes).toEqual(
        activeFirst
          ? ['applied', 'stale', 'duplicate', 'duplicate', 'duplicate', 'duplicate']
          : ['applied', 'applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate'],
      );
      expect(await rowOf(userId)).toMatchObject({ status: 'active', tier: 'Yearly', providerStateAt: new Date(t * 1000) });
      expect((await me(client)).subscription).toMatchObject({ subscribed: true, tier: 'Yearly' });
    });

    it.each([
      ['deleted first', true],
      ['deleted last', false],
    ])('a deletion still beats an active state of the same second (%s)', async (_, deletedFirst) => {
      const { userId, customer, client } = await member(deletedFirst ? 'tieDF' : 'tieDL');
      const { created, updated, deleted } = sameSecond(userId, customer);
      for (const event of deletedFirst ? [deleted, updated, created] : [created, updated, deleted]) await outcomeOf(await deliver(event));
      expect(await rowOf(userId)).toMatchObject({ status: 'canceled' });
      expect((await me(client)).subscription.subscribed).toBe(false);
    });
  });

  describe('one plan per member: events about a second subscription of the same customer (decision 0009 §6)', () => {
    /**
     * A member whose stored plan (`sub_main_…`, yearly) runs, as its created event left it — and, unless `atStripe` is
     * false, as Stripe reports it when asked.
     */
    async function subscribedMember(label: string, { atStripe = true } = {}) {
      const m = await member(label);
      const main = { id: `sub_main_${m.userId}`, customer: m.customer, periodEnd: unixNow() + 365 * DAY };
      if (atStripe) fake.setSubscription(subscriptionObject({ ...main, status: 'active' }));
      const created = stripeEvent(
        `evt_main_${m.userId}`,
        'customer.subscription.created',
        unixNow() - 30,
        subscriptionObject({ ...main, status: 'active' }),
      );
      expect(await outcomeOf(await deliver(created))).toBe('applied');
      return { ...m, main };
    }
    const askedAbout = (id: string) => fake.requestsTo(`/v1/subscriptions/${id}`).filter((r) => r.method === 'GET').length;
    const other = (userId: string, customer: string) => ({
      id: `sub_other_${userId}`,
      customer,
      periodEnd: unixNow() + 30 * DAY,
      priceType: 'monthly' as const,
    });

    it('a deleted event for another subscription leaves the member subscribed to the stored one', async () => {
      const { userId, customer, client, main } = await subscribedMember('foreignDel');
      const deleted = stripeEvent(
        `evt_other_del_${userId}`,
        'customer.subscription.deleted',
        unixNow(),
        subscriptionObject({ ...other(userId, customer), status: 'canceled', endedAt: unixNow() }),
      );
      expect(await outcomeOf(await deliver(deleted))).toBe('foreign');
      expect(askedAbout(main.id)).toBe(1); // our row says it runs; Stripe confirms it
      expect(await outcomeOf(await deliver(deleted))).toBe('duplicate');
      expect(await rowOf(userId)).toMatchObject({
        status: 'active',
        tier: 'Yearly',
        providerSubscriptionId: main.id,
        currentPeriodEnd: new Date(main.periodEnd * 1000),
      });
      expect((await me(client)).subscription).toMatchObject({ subscribed: true, tier: 'Yearly' });
    });

    it('a newer active event for another subscription does not replace the running one', async () => {
      const { userId, customer, main } = await subscribedMember('foreignUpd');
      const updated = stripeEvent(
        `evt_other_upd_${userId}`,
        'customer.subscription.updated',
        unixNow(),
        subscriptionObject({ ...other(userId, customer), status: 'active' }),
      );
      expect(await outcomeOf(await deliver(updated))).toBe('foreign');
      expect(await rowOf(userId)).toMatchObject({ tier: 'Yearly', providerSubscriptionId: main.id });
    });

    it.each([1, 2, 3])(
      'a new subscription takes over when the stored one ended at Stripe but its deleted event arrives last (order %i)',
      async (seed) => {
        const { userId, customer, client, main } = await subscribedMember(`takeover${seed}`);
        // A (the stored plan) is cancelled at Stripe; its customer.subscription.deleted is held back.
        const endedAt = unixNow() - 20;
        const endedMain = subscriptionObject({ ...main, status: 'canceled', endedAt });
        fake.setSubscription(endedMain);
        // B: the checkout Stripe allowed (nothing ran any more), paid and active.
        const t = unixNow() - 10;
        const next = { id: `sub_next_${userId}`, customer, periodEnd: t + 30 * DAY, priceType: 'monthly' as const, userId };
        fake.setSubscription(subscriptionObject({ ...next, status: 'active' }));
        const events = [
          stripeEvent(`evt_n1_${userId}`, 'customer.subscription.created', t + 1, subscriptionObject({ ...next, status: 'incomplete' })),
          stripeEvent(
            `evt_n2_${userId}`,
            'checkout.session.completed',
            t + 2,
            checkoutSessionObject({ id: `cs_next_${userId}`, customer, subscription: next.id, userId }),
          ),
          stripeEvent(
            `evt_n3_${userId}`,
            'invoice.paid',
            t + 3,
            invoiceObject({ id: `in_next_${userId}`, customer, subscription: next.id, paid: true }),
          ),
          stripeEvent(`evt_n4_${userId}`, 'customer.subscription.updated', t + 4, subscriptionObject({ ...next, status: 'active' })),
        ];
        const outcomes = [];
        for (const event of shuffled([...events, ...events, ...events], seed * 104_729))
          outcomes.push(await outcomeOf(await deliver(event)));
        expect(outcomes).not.toContain('foreign');
        expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(events.length * 2);
        expect(askedAbout(main.id)).toBe(1); // asked once: B's first event took the row over

        const lateDeleted = stripeEvent(`evt_main_del_${userId}`, 'customer.subscription.deleted', endedAt, endedMain);
        expect(await outcomeOf(await deliver(lateDeleted))).toBe('foreign'); // B runs, at Stripe too
        const end = new Date(next.periodEnd * 1000);
        expect(await rowOf(userId)).toMatchObject({
          status: 'active',
          tier: 'Monthly',
          providerSubscriptionId: next.id,
          currentPeriodEnd: end,
        });
        expect((await me(client)).subscription).toEqual({ subscribed: true, tier: 'Monthly', end: end.toISOString() });
      },
    );

    it('lets another subscription take over when Stripe does not know the stored one', async () => {
      const { userId, customer, main } = await subscribedMember('foreignUnknown', { atStripe: false });
      const updated = stripeEvent(
        `evt_other_unk_${userId}`,
        'customer.subscription.updated',
        unixNow(),
        subscriptionObject({ ...other(userId, customer), status: 'active' }),
      );
      expect(await outcomeOf(await deliver(updated))).toBe('applied');
      expect(askedAbout(main.id)).toBe(1);
      expect(await rowOf(userId)).toMatchObject({ status: 'active', tier: 'Monthly', providerSubscriptionId: `sub_other_${userId}` });
    });

    it('answers 500 and records nothing when Stripe cannot say whether the stored one still runs', async () => {
      const { userId, customer, main } = await subscribedMember('foreignRetry');
      const updated = stripeEvent(
        `evt_other_retry_${userId}`,
        'customer.subscription.updated',
        unixNow(),
        subscriptionObject({ ...other(userId, customer), status: 'active' }),
      );
      fake.behave(`/v1/subscriptions/${main.id}`, 'fail');
      try {
        expect((await deliver(updated)).status).toBe(500);
      } finally {
        fake.behave(`/v1/subscriptions/${main.id}`, 'ok');
      }
      expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, updated.id))).toEqual([]);
      expect(await rowOf(userId)).toMatchObject({ tier: 'Yearly', providerSubscriptionId: main.id });
      expect(await outcomeOf(await deliver(updated))).toBe('foreign'); // Stripe's redelivery, once Stripe answers
    });

    it('applies events of the stored subscription as before, and another subscription’s once the stored one has ended', async () => {
      const { userId, customer, client, main } = await subscribedMember('foreignAfter');
      const ended = stripeEvent(
        `evt_main_del_${userId}`,
        'customer.subscription.deleted',
        unixNow() - 20,
        subscriptionObject({ ...main, status: 'canceled', endedAt: unixNow() - 20 }),
      );
      expect(await outcomeOf(await deliver(ended))).toBe('applied');
      expect((await me(client)).subscription.subscribed).toBe(false);
      const next = stripeEvent(
        `evt_other_new_${userId}`,
        'customer.subscription.created',
        unixNow(),
        subscriptionObject({ ...other(userId, customer), status: 'active' }),
      );
      expect(await outcomeOf(await deliver(next))).toBe('applied');
      expect(await rowOf(userId)).toMatchObject({ status: 'active', tier: 'Monthly', providerSubscriptionId: `sub_other_${userId}` });
      expect((await me(client)).subscription).toMatchObject({ subscribed: true, tier: 'Monthly' });
    });
  });

  it('reads the subscription from Stripe for invoice events: a failed renewal leaves the member past_due, still subscribed', async () => {
    const { userId, customer, client } = await member('invoice');
    const end = unixNow() + 30 * DAY;
    fake.setSubscription(
      subscriptionObject({ id: `sub_inv_${userId}`, customer, status: 'past_due', periodEnd: end, priceType: 'monthly' }),
    );
    const failed = stripeEvent(
      `evt_inv_${userId}`,
      'invoice.payment_failed',
      unixNow(),
      invoiceObject({ id: `in_${userId}`, customer, subscription: `sub_inv_${userId}`, paid: false }),
    );
    expect(await outcomeOf(await deliver(failed))).toBe('applied');
    expect(await rowOf(userId)).toMatchObject({ status: 'past_due', tier: 'Monthly', providerSubscriptionId: `sub_inv_${userId}` });
    expect((await me(client)).subscription).toMatchObject({ subscribed: true, tier: 'Monthly' });
  });

  it('answers 500 and records nothing when Stripe cannot be read, so Stripe’s redelivery applies the event later', async () => {
    const { userId, customer } = await member('retry');
    fake.setSubscription(subscriptionObject({ id: `sub_retry_${userId}`, customer, status: 'active', periodEnd: unixNow() + 30 * DAY }));
    const paid = stripeEvent(
      `evt_retry_${userId}`,
      'invoice.paid',
      unixNow(),
      invoiceObject({ id: `in_r_${userId}`, customer, subscription: `sub_retry_${userId}`, paid: true }),
    );
    fake.behave('/v1/subscriptions', 'fail');
    expect((await deliver(paid)).status).toBe(500);
    expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, paid.id))).toEqual([]);
    expect(await rowOf(userId)).toBeUndefined();
    fake.behave('/v1/subscriptions', 'ok');
    expect(await outcomeOf(await deliver(paid))).toBe('applied');
    expect(await rowOf(userId)).toMatchObject({ status: 'active' });
  });

  it('links the customer named by a completed checkout to its member and activates the plan', async () => {
    const signedIn = await ctx.signedInUser('user');
    const customer = `cus_checkout_${signedIn.userId.slice(0, 8)}`;
    fake.setSubscription(
      subscriptionObject({ id: `sub_co_${signedIn.userId}`, customer, status: 'active', periodEnd: unixNow() + 365 * DAY }),
    );
    const completed = stripeEvent(
      `evt_co_${signedIn.userId}`,
      'checkout.session.completed',
      unixNow(),
      checkoutSessionObject({ id: `cs_${signedIn.userId}`, customer, subscription: `sub_co_${signedIn.userId}`, userId: signedIn.userId }),
    );
    expect(await outcomeOf(await deliver(completed))).toBe('applied');
    expect(await ctx.db.select().from(billingCustomers).where(eq(billingCustomers.userId, signedIn.userId))).toMatchObject([
      { providerCustomerId: customer },
    ]);
    expect((await me(signedIn.client)).subscription).toMatchObject({ subscribed: true, tier: 'Yearly' });
  });

  it('records and ignores an event for a customer that is nobody’s', async () => {
    const event = stripeEvent(
      'evt_stranger',
      'customer.subscription.updated',
      unixNow(),
      subscriptionObject({ id: 'sub_stranger', customer: 'cus_stranger', status: 'active', periodEnd: unixNow() + DAY }),
    );
    expect(await outcomeOf(await deliver(event))).toBe('ignored');
    expect(await ctx.db.select().from(billingEvents).where(eq(billingEvents.eventId, 'evt_stranger'))).toHaveLength(1);
  });

  it('applies an event delivered three times at once exactly once', async () => {
    const { userId, customer } = await member('burst');
    const event = stripeEvent(
      `evt_burst_${userId}`,
      'customer.subscription.created',
      unixNow(),
      subscriptionObject({ id: `sub_b_${userId}`, customer, status: 'active', periodEnd: unixNow() + DAY }),
    );
    const outcomes = await Promise.all([deliver(event), deliver(event), deliver(event)].map(async (r) => outcomeOf(await r)));
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
  });

  describe('every event three times, in shuffled orders: the same final state, no duplicates', () => {
    /**
     * A subscription's life as Stripe reports it: created incomplete, checkout completed, first invoice paid, active,
     * then set to end at the period end (`ending`) or also deleted (`ended`). `current` is what Stripe answers when
     * the subscription is read (invoice and checkout events), i.e. its latest state.
     */
    function lifecycle(userId: string, customer: string, ends: 'ending' | 'ended') {
      const t = unixNow() - 1000;
      const sub = { id: `sub_life_${userId}`, customer, periodEnd: t + 365 * DAY, userId };
      const ending = subscriptionObject({ ...sub, status: 'active', cancelAtPeriodEnd: true });
      const ended = subscriptionObject({ ...sub, status: 'canceled', endedAt: t + 6 });
      const events = [
        stripeEvent(`evt_1_${userId}`, 'customer.subscription.created', t + 1, subscriptionObject({ ...sub, status: 'incomplete' })),
        stripeEvent(
          `evt_2_${userId}`,
          'checkout.session.completed',
          t + 2,
          checkoutSessionObject({ id: `cs_life_${userId}`, customer, subscription: sub.id, userId }),
        ),
        stripeEvent(
          `evt_3_${userId}`,
          'invoice.paid',
          t + 3,
          invoiceObject({ id: `in_life_${userId}`, customer, subscription: sub.id, paid: true }),
        ),
        stripeEvent(`evt_4_${userId}`, 'customer.subscription.updated', t + 4, subscriptionObject({ ...sub, status: 'active' })),
        stripeEvent(`evt_5_${userId}`, 'customer.subscription.updated', t + 5, ending),
        ...(ends === 'ended' ? [stripeEvent(`evt_6_${userId}`, 'customer.subscription.deleted', t + 6, ended)] : []),
      ];
      return {
        events,
        current: ends === 'ended' ? ended : ending,
        finalStateAt: new Date((t + (ends === 'ended' ? 6 : 5)) * 1000),
        periodEnd: sub.periodEnd,
        endedAt: t + 6,
      };
    }

    it.each([
      ['set to end at the period end', 'ending' as const],
      ['deleted', 'ended' as const],
    ])('a subscription %s', async (_, ends) => {
      const finals: unknown[] = [];
      for (const seed of [1, 2, 3, 4]) {
        const { userId, customer, client } = await member(`life${seed}`);
        const { events, current, finalStateAt, periodEnd, endedAt } = lifecycle(userId, customer, ends);
        fake.setSubscription(current);
        const deliveries = shuffled([...events, ...events, ...events], seed * 7919);
        const outcomes = [];
        for (const event of deliveries) outcomes.push(await outcomeOf(await deliver(event)));
        expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(events.length * 2);

        const rows = await ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
        expect(rows).toHaveLength(1);
        const { updatedAt: _updatedAt, userId: _userId, ...state } = rows[0]!;
        expect(state).toEqual({
          status: ends === 'ended' ? 'canceled' : 'active',
          tier: 'Yearly',
          currentPeriodEnd: new Date((ends === 'ended' ? endedAt : periodEnd) * 1000),
          cancelAtPeriodEnd: ends === 'ending',
          provider: 'stripe',
          providerCustomerId: customer,
          providerSubscriptionId: `sub_life_${userId}`,
          providerStateAt: finalStateAt,
        });
        finals.push({ ...state, providerCustomerId: null, providerSubscriptionId: null });
        const recorded = await ctx.db.select({ id: billingEvents.eventId }).from(billingEvents);
        expect(recorded.filter((r) => r.id.endsWith(`_${userId}`))).toHaveLength(events.length);
        expect((await me(client)).subscription.subscribed).toBe(ends === 'ending');
      }
      // The four orders ended in one state (apart from the per-member ids and times).
      const comparable = finals.map((f) => JSON.stringify({ ...(f as object), currentPeriodEnd: null, providerStateAt: null }));
      expect(new Set(comparable).size).toBe(1);
    });
  });
});
