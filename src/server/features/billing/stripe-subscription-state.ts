import type Stripe from 'stripe';
import { PLANS } from '@/shared/billing/plans';
import type { StripeConfig } from '../../config';
import type { ProviderState } from './subscription-store';

/** Stripe subscription statuses that still grant access and bill (the access rule's running statuses, decision 0009 §5). */
export const RUNNING_STRIPE_STATUSES: ReadonlySet<Stripe.Subscription.Status> = new Set<Stripe.Subscription.Status>([
  'active',
  'trialing',
  'past_due',
]);

/** The tier of a Stripe price: the configured price ids first, then the billing interval (the two plans of docs/product.md#limits). */
function tierOf(price: Stripe.Price | undefined, config: Pick<StripeConfig, 'priceMonthly' | 'priceYearly'>): string | null {
  if (!price) return null;
  if (price.id === config.priceYearly || price.recurring?.interval === 'year') return PLANS.yearly.tier;
  if (price.id === config.priceMonthly || price.recurring?.interval === 'month') return PLANS.monthly.tier;
  return null;
}

/**
 * What a Stripe Subscription object means for `subscriptions` (docs/architecture.md#billing). Since API version 2025-03-31 the period
 * lives on the items: the end is the latest item's `current_period_end`, or `cancel_at` when the plan is set to end
 * sooner, or `ended_at` once it has ended. `cancelAtPeriodEnd` covers both ways the portal schedules an end
 * (`cancel_at_period_end`, or a `cancel_at` date).
 */
export function stateOfSubscription(
  subscription: Stripe.Subscription,
  config: Pick<StripeConfig, 'priceMonthly' | 'priceYearly'>,
): ProviderState {
  const items = subscription.items?.data ?? [];
  const periodEnds = items.map((item) => item.current_period_end).filter((end): end is number => typeof end === 'number');
  let end: number | null = periodEnds.length > 0 ? Math.max(...periodEnds) : null;
  if (subscription.cancel_at && (end === null || subscription.cancel_at < end)) end = subscription.cancel_at;
  const ended = subscription.status === 'canceled';
  if (ended && subscription.ended_at) end = subscription.ended_at;
  return {
    provider: 'stripe',
    status: subscription.status,
    tier: tierOf(items[0]?.price, config),
    currentPeriodEnd: end === null ? null : new Date(end * 1000),
    cancelAtPeriodEnd: !ended && (subscription.cancel_at_period_end || subscription.cancel_at !== null),
    providerCustomerId: idOf(subscription.customer),
    providerSubscriptionId: subscription.id,
  };
}

/** The id of an expandable Stripe field (a bare id, or the expanded object). */
export function idOf(field: string | { id: string } | null | undefined): string | null {
  if (!field) return null;
  return typeof field === 'string' ? field : field.id;
}
