import { and, eq, isNotNull, notInArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { createStripeClient, STRIPE_BUDGET_MS, withinDeadline } from './stripe-client';

/** Stripe statuses after which a subscription never bills again (Stripe API: Subscription.status). */
const FINISHED_STATUSES = ['canceled', 'incomplete_expired'];

/**
 * Cancels the Stripe subscription of `userId` that may still bill — the stored `provider_subscription_id` of a
 * provider='stripe' row whose status is not canceled or incomplete_expired — at once (`DELETE /v1/subscriptions/:id`,
 * idempotency key `equipped-cancel-<subscription id>`), within {@link STRIPE_BUDGET_MS}. A subscription Stripe no longer
 * knows (404 resource_missing) counts as cancelled. Nothing is written here: deleting the account removes the row.
 *
 * @throws StripeError or a timeout when Stripe refuses or does not answer, so the caller can abort the deletion.
 */
export async function cancelSubscriptionsOf(deps: { db: Db; stripe: Stripe }, userId: string): Promise<void> {
  const running = await deps.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, 'stripe'),
        isNotNull(subscriptions.providerSubscriptionId),
        notInArray(subscriptions.status, FINISHED_STATUSES),
      ),
    );
  const deadline = Date.now() + STRIPE_BUDGET_MS;
  for (const { id } of running) {
    if (!id) continue;
    try {
      await deps.stripe.subscriptions.cancel(id, {}, withinDeadline(deadline, `equipped-cancel-${id}`));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') continue;
      throw error;
    }
  }
}

/**
 * The Stripe part of the auth core's `beforeDeleteUser` hook (src/server/auth-hooks.ts) for this configuration: with
 * BILLING_PROVIDER=stripe it cancels the member's running Stripe subscription before any row is deleted (a deleted
 * account must stop being billed); a Stripe failure is logged and rethrown, so better-auth aborts the deletion and
 * nothing is deleted. Undefined for the local provider, which bills nobody.
 */
export function stripeAccountDeletionHook(db: Db, config: Config, logger: Logger): ((userId: string) => Promise<void>) | undefined {
  if (config.billingProvider !== 'stripe' || !config.stripe) return undefined;
  const stripe = createStripeClient(config.stripe);
  return async (userId) => {
    try {
      await cancelSubscriptionsOf({ db, stripe }, userId);
    } catch (error) {
      logger.error({ err: error, userId }, 'could not cancel the Stripe subscription of a deleted account; deletion aborted');
      throw error;
    }
  };
}
