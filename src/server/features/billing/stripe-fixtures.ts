import Stripe from 'stripe';
import type { FakeStripe } from './fake-stripe';

/**
 * Stripe test data for the billing tests (not a test file): the configuration that points the app at the fake Stripe
 * server, Stripe-shaped subscription objects and events (API version 2025-03-31 and later: the period on the items),
 * and webhook deliveries signed as Stripe signs them (`stripe.webhooks.generateTestHeaderString`).
 */

export const WEBHOOK_SECRET = 'whsec_equipped_test_secret';
export const PRICE_MONTHLY = 'price_equipped_monthly';
export const PRICE_YEARLY = 'price_equipped_yearly';

/** loadConfig variables for BILLING_PROVIDER=stripe against `fake`. */
export const stripeEnv = (fake: FakeStripe): Record<string, string> => ({
  BILLING_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_equipped_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_MONTHLY: PRICE_MONTHLY,
  STRIPE_PRICE_YEARLY: PRICE_YEARLY,
  STRIPE_API_URL: fake.url,
});

export type SubscriptionFixture = {
  id: string;
  customer: string;
  status: string;
  /** Seconds since the epoch, as Stripe sends times. */
  periodEnd: number;
  priceType?: 'monthly' | 'yearly';
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  endedAt?: number | null;
  userId?: string;
};

/** A Stripe Subscription object as the API and webhooks send it. */
export function subscriptionObject(s: SubscriptionFixture) {
  const yearly = (s.priceType ?? 'yearly') === 'yearly';
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
    cancel_at: s.cancelAt ?? null,
    canceled_at: s.endedAt ?? null,
    ended_at: s.endedAt ?? null,
    metadata: s.userId ? { userId: s.userId } : {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${s.id}`,
          object: 'subscription_item',
          current_period_start: s.periodEnd - (yearly ? 365 : 30) * 86_400,
          current_period_end: s.periodEnd,
          price: { id: yearly ? PRICE_YEARLY : PRICE_MONTHLY, object: 'price', recurring: { interval: yearly ? 'year' : 'month' } },
        },
      ],
    },
  };
}

/** A Checkout Session in subscription mode, as checkout.session.completed carries it. */
export const checkoutSessionObject = (o: { id: string; customer: string; subscription: string; userId: string }) => ({
  id: o.id,
  object: 'checkout.session',
  mode: 'subscription',
  status: 'complete',
  payment_status: 'paid',
  customer: o.customer,
  subscription: o.subscription,
  client_reference_id: o.userId,
});

/** An invoice of a subscription, as invoice.paid / invoice.payment_failed carry it. */
export const invoiceObject = (o: { id: string; customer: string; subscription: string; paid: boolean }) => ({
  id: o.id,
  object: 'invoice',
  customer: o.customer,
  status: o.paid ? 'paid' : 'open',
  parent: { type: 'subscription_details', subscription_details: { subscription: o.subscription, metadata: {} }, quote_details: null },
});

export type EventFixture = { id: string; type: string; created: number; data: { object: unknown } };

/** A Stripe event (`created` in seconds). */
export const stripeEvent = (id: string, type: string, created: number, object: unknown): EventFixture => ({ id, type, created, data: { object } });

/** The body and headers of a webhook delivery of `event`, signed with `secret` at `timestamp` (seconds; default now). */
export function signedDelivery(event: EventFixture, options: { secret?: string; timestamp?: number } = {}) {
  const body = JSON.stringify({ object: 'event', api_version: Stripe.API_VERSION, livemode: false, pending_webhooks: 1, ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return { body, headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature } };
}

/** A deterministic shuffle (mulberry32), so a failing order can be replayed from its seed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
