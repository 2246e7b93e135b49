import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type Stripe from 'stripe';
import type { PriceType } from '@/shared/billing/plans';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import { billingCustomers, user } from '../../db/schema';
import { AppError, Conflict, Unauthorized } from '../../lib/errors';
import type { BillingProvider } from './billing-provider';
import type { SignedInViewer } from '../../auth/viewer';
import { BILLING_MESSAGES, BillingUnavailable } from './billing.service';
import { STRIPE_BUDGET_MS, withinDeadline } from './stripe-client';
import { RUNNING_STRIPE_STATUSES } from './stripe-subscription-state';

type Deps = { db: Db; stripe: Stripe; config: StripeConfig; publicUrl: string; logger: Logger };

/**
 * Where Stripe sends the member back (docs/product.md#subscription): a paid checkout to the checkout tab's own
 * 'Payment complete' page, which re-checks the status until the webhook made the plan real; a cancelled one, and the
 * portal, to the Subscription page.
 */
export const stripeReturnUrls = (publicUrl: string) => ({
  success: `${publicUrl}/billing/checkout/complete`,
  cancel: `${publicUrl}/dashboard/subscription?checkout=cancelled`,
  portalReturn: `${publicUrl}/dashboard/subscription`,
});

/**
 * The Stripe customer of the viewer, created once and reused (docs/architecture.md#billing). No transaction or lock is held across the
 * Stripe call (it may take up to {@link STRIPE_BUDGET_MS}): the create carries the deterministic idempotency key
 * `equipped-customer-<userId>`, so two racing checkouts — or a retry after a lost answer — get the same customer from
 * Stripe; the first insert wins (`on conflict (user_id) do nothing`) and the stored id is read back. A failure or
 * timeout stores nothing. `existed` tells whether the customer was already stored (only such a customer can have
 * subscriptions or open Checkout Sessions).
 *
 * @throws StripeError (or a timeout) from the SDK; Unauthorized when the user no longer exists.
 */
async function customerOf({ db, stripe }: Deps, viewer: SignedInViewer, deadline: number): Promise<{ id: string; existed: boolean }> {
  const userId = viewer.user.id;
  const stored = async () => (await db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId)).limit(1))[0];
  const existing = await stored();
  if (existing) return { id: existing.providerCustomerId, existed: true };
  const customer = await stripe.customers.create(
    { email: viewer.user.email, metadata: { userId } },
    withinDeadline(deadline, `equipped-customer-${userId}`),
  );
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!owner) throw new Unauthorized();
  await db
    .insert(billingCustomers)
    .values({ userId, provider: 'stripe', providerCustomerId: customer.id })
    .onConflictDoNothing({ target: billingCustomers.userId });
  const linked = await stored();
  if (!linked) throw new Unauthorized(); // the user was deleted between the insert and the read
  return { id: linked.providerCustomerId, existed: false };
}

/**
 * Makes sure a new Checkout Session for the existing `customer` cannot lead to a second subscription (decision 0009 §6):
 * Stripe — not only our row, which may lag behind a webhook — is asked for the customer's subscriptions, and a running
 * one (active, trialing, past_due) refuses the checkout; then every open Checkout Session of the customer (e.g. the
 * monthly one the member left for a yearly one) is expired, so at most one checkout can still be paid. All within
 * `deadline`; expiring is idempotent per session (`equipped-expire-<sessionId>`). Writes nothing to the database.
 *
 * @throws Conflict (409, {@link BILLING_MESSAGES.alreadySubscribed}) when a subscription runs; StripeError or a timeout
 *   otherwise (the caller answers 502).
 */
async function retireEarlierCheckouts({ stripe, logger }: Deps, customer: string, deadline: number): Promise<void> {
  const subscriptions = await stripe.subscriptions.list({ customer, status: 'all', limit: 10 }, withinDeadline(deadline));
  const running = subscriptions.data.find((subscription) => RUNNING_STRIPE_STATUSES.has(subscription.status));
  if (running) {
    logger.info({ customer, subscription: running.id, status: running.status }, 'checkout refused: Stripe reports a running subscription');
    throw new Conflict(BILLING_MESSAGES.alreadySubscribed);
  }
  const open = await stripe.checkout.sessions.list({ customer, status: 'open', limit: 100 }, withinDeadline(deadline));
  for (const session of open.data) {
    await stripe.checkout.sessions.expire(session.id, {}, withinDeadline(deadline, `equipped-expire-${session.id}`));
  }
}

/**
 * BILLING_PROVIDER=stripe (docs/architecture.md#billing) through the official SDK: a Checkout Session in subscription mode for the
 * configured price — refused (409) while Stripe reports a running subscription of the customer, and expiring the
 * customer's earlier open sessions first — and a Billing Portal session, both for the member's one Stripe customer. Every action finishes
 * within {@link STRIPE_BUDGET_MS}; a Stripe failure or timeout becomes {@link BillingUnavailable} with the message the
 * client shows (docs/product.md#messages), and leaves nothing half-written.
 */
export function createStripeProvider(deps: Deps): BillingProvider {
  const { stripe, config, publicUrl, logger } = deps;
  const urls = stripeReturnUrls(publicUrl);
  const prices: Record<PriceType, string> = { monthly: config.priceMonthly, yearly: config.priceYearly };

  async function guarded(message: string, action: (deadline: number) => Promise<string | null>): Promise<string> {
    const deadline = Date.now() + STRIPE_BUDGET_MS;
    try {
      const url = await action(deadline);
      if (!url) throw new Error('Stripe answered without a URL');
      return url;
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, message);
      throw new BillingUnavailable(message);
    }
  }

  return {
    kind: 'stripe',
    async checkoutUrl(viewer, priceType) {
      const userId = viewer.user.id;
      return guarded(BILLING_MESSAGES.checkoutFailed, async (deadline) => {
        const customer = await customerOf(deps, viewer, deadline);
        if (customer.existed) await retireEarlierCheckouts(deps, customer.id, deadline);
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: customer.id,
            client_reference_id: userId,
            line_items: [{ price: prices[priceType], quantity: 1 }],
            subscription_data: { metadata: { userId } },
            metadata: { userId },
            success_url: urls.success,
            cancel_url: urls.cancel,
          },
          withinDeadline(deadline, `equipped-checkout-${randomUUID()}`),
        );
        return session.url;
      });
    },
    async portalUrl(viewer) {
      return guarded(BILLING_MESSAGES.portalFailed, async (deadline) => {
        const { id: customer } = await customerOf(deps, viewer, deadline);
        const session = await stripe.billingPortal.sessions.create(
          { customer, return_url: urls.portalReturn },
          withinDeadline(deadline, `equipped-portal-${randomUUID()}`),
        );
        return session.url;
      });
    },
  };
}
