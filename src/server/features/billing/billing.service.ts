import type { BillingSubscription } from '@/shared/schemas/billing';
import type { Db } from '../../db/client';
import { AppError, Conflict } from '../../lib/errors';
import type { SignedInViewer } from '../../auth/viewer';
import { type LocalRenewal, toSubscriptionStatus } from '../access/access.service';
import { readSubscriptionRow } from './subscription-store';

/** 502: the payment provider failed or did not answer in time; nothing was written (docs/architecture.md#billing). */
export class BillingUnavailable extends AppError {
  constructor(message: string) {
    super(502, 'BILLING_UNAVAILABLE', message);
  }
}

export const BILLING_MESSAGES = {
  checkoutFailed: 'Failed to create checkout session. Please try again.',
  portalFailed: 'Failed to open the customer portal. Please try again.',
  alreadySubscribed: 'You already have an active subscription. Manage it from the Subscription page.',
  noPlan: 'You have no plan to manage.',
} as const;

/**
 * The check-subscription answer for `viewer` (docs/product.md#subscription-status, docs/product.md#api), read from the database now — never
 * from the viewer resolved earlier in the request, so an action's own answer is current. The rule is the one every
 * endpoint's sample rule uses ({@link toSubscriptionStatus}); `cancelAtPeriodEnd` only while the plan still runs;
 * `hasPlan` when the member has a running plan of their own (an admin is subscribed without one). `rule.renewLocalPlans`
 * when the server runs the local provider: only then does a local test-mode plan renew itself (decision 0009 §5).
 * A failed read throws (the route answers 500); the viewer resolution is where a failed check means "not subscribed".
 */
export async function billingSubscription(db: Db, viewer: SignedInViewer, rule: LocalRenewal): Promise<BillingSubscription> {
  const row = await readSubscriptionRow(db, viewer.user.id);
  const status = toSubscriptionStatus(row, viewer.role, rule);
  const hasPlan = toSubscriptionStatus(row, 'user', rule).subscribed;
  return { ...status, cancelAtPeriodEnd: hasPlan && !!row?.cancelAtPeriodEnd, hasPlan };
}

/**
 * Refuses a checkout while the member's own plan still runs — a second subscription would bill them twice, and one
 * `subscriptions` row per user holds one plan (decision 0009). A plan set to end may be resumed from the portal. `rule`
 * as for {@link billingSubscription}: under Stripe a test-mode plan left from a local run does not renew, so once its
 * stored end has passed it no longer blocks a real checkout.
 *
 * @throws Conflict (409, {@link BILLING_MESSAGES.alreadySubscribed}).
 */
export async function assertNoRunningPlan(db: Db, viewer: SignedInViewer, rule: LocalRenewal): Promise<void> {
  if ((await billingSubscription(db, viewer, rule)).hasPlan) throw new Conflict(BILLING_MESSAGES.alreadySubscribed);
}
