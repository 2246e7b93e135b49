import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config';
import type { Db } from '../../db/client';
import { billingCustomers, billingEvents, user } from '../../db/schema';
import { Unauthorized } from '../../lib/errors';
import { notifyChange, type Tx } from '../../realtime/change-notify';
import { toSubscriptionStatus } from '../access/access.service';
import { STRIPE_BUDGET_MS, withinDeadline } from './stripe-client';
import { idOf, RUNNING_STRIPE_STATUSES, stateOfSubscription } from './stripe-subscription-state';
import { lockUserRow, type ProviderState, readSubscriptionRow, writeProviderState } from './subscription-store';

/** The Stripe events the billing provider handles (docs/architecture.md#billing); any other type is acknowledged and ignored. */
export const HANDLED_EVENT_TYPES = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * What became of a delivered event: the webhook answers 200 for every outcome, so Stripe stops redelivering it.
 * `foreign`: about another subscription than the member's stored one, which still runs — in our row and at Stripe
 * (recorded, not applied; logged).
 */
export type EventOutcome = 'applied' | 'stale' | 'duplicate' | 'ignored' | 'foreign';

type Deps = { db: Db; stripe: Stripe; config: StripeConfig; logger: Logger };

/** A change an event asks for: a subscription state, plus (checkout) the customer ↔ user link the session names. */
type Change = { state: ProviderState | null; userIdHint: string | null; link: { userId: string; customerId: string } | null };

/**
 * The change `event` asks for. Subscription events carry the whole subscription. Checkout and invoice events name the
 * subscription only, so it is read from Stripe (before any transaction opens); that object is at least as new as the
 * event, so storing it under the event's time never makes the stored state older than it really is.
 *
 * @throws StripeError or a timeout when the subscription cannot be read (the webhook answers 500; Stripe retries).
 */
async function changeOf({ stripe, config }: Deps, event: Stripe.Event, deadline: number): Promise<Change | null> {
  const retrieve = async (subscriptionId: string) =>
    stateOfSubscription(await stripe.subscriptions.retrieve(subscriptionId, {}, withinDeadline(deadline)), config);
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return { state: stateOfSubscription(subscription, config), userIdHint: subscription.metadata?.userId ?? null, link: null };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      const customerId = idOf(session.customer);
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || !subscriptionId) return null;
      const link = customerId && session.client_reference_id ? { userId: session.client_reference_id, customerId } : null;
      return { state: await retrieve(subscriptionId), userIdHint: session.client_reference_id, link };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const subscriptionId = idOf(event.data.object.parent?.subscription_details?.subscription);
      if (!subscriptionId) return null;
      return { state: await retrieve(subscriptionId), userIdHint: null, link: null };
    }
    default:
      return null;
  }
}

/** The user a change belongs to: by the Stripe customer we created for them, else by the id our checkout put in the metadata. */
async function ownerOf(tx: Db, change: Change): Promise<string | null> {
  const customerId = change.state?.providerCustomerId;
  if (customerId) {
    const [linked] = await tx
      .select({ userId: billingCustomers.userId })
      .from(billingCustomers)
      .where(eq(billingCustomers.providerCustomerId, customerId));
    if (linked) return linked.userId;
  }
  if (!change.userIdHint) return null;
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.id, change.userIdHint));
  return found?.id ?? null;
}

/** Locks `userId`'s row until the transaction ends (as {@link lockUserRow}); false when the user no longer exists. */
async function lockOwner(tx: Db, userId: string): Promise<boolean> {
  try {
    await lockUserRow(tx, userId);
    return true;
  } catch (error) {
    if (error instanceof Unauthorized) return false;
    throw error;
  }
}

/**
 * Whether Stripe reports subscription `id` as still running (active, trialing, past_due), asked within `deadline`. A
 * subscription Stripe does not know (404 resource_missing) bills nobody, so it does not run.
 *
 * @throws StripeError or a timeout when Stripe fails or does not answer.
 */
async function stillRunsAtStripe(stripe: Stripe, id: string, deadline: number): Promise<boolean> {
  try {
    return RUNNING_STRIPE_STATUSES.has((await stripe.subscriptions.retrieve(id, {}, withinDeadline(deadline))).status);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return false;
    throw error;
  }
}

/**
 * Thrown inside the transaction (which rolls it back, event record included) when an event about another subscription
 * meets a stored one that looks running and Stripe has not yet been asked about it: Stripe is asked outside any
 * transaction, then the event is applied again.
 */
class StoredSubscriptionUnchecked extends Error {
  constructor(readonly subscriptionId: string) {
    super(`Stripe has not been asked whether subscription ${subscriptionId} still runs`);
  }
}

/**
 * How many transactions one delivery may take: each {@link StoredSubscriptionUnchecked} asks Stripe and tries again, and
 * a stored subscription that keeps changing meanwhile ends in an error (500; Stripe redelivers).
 */
const STORED_CHECKS = 3;

/**
 * Applies a verified Stripe event exactly once and out-of-order safely (docs/architecture.md#billing). The event id is inserted into
 * `billing_events` in the same transaction as the change it causes: a redelivery — even one racing the first delivery
 * — finds the id and changes nothing. The change itself goes through {@link writeProviderState}, which keeps a newer
 * stored state. An event for a customer that is no user's is recorded and ignored (logged).
 *
 * One `subscriptions` row holds one plan (decision 0009 §6). An event about another subscription than the stored one,
 * while the stored one looks running in our row (the access rule), is decided by Stripe, because our row can lag: the
 * stored subscription's `customer.subscription.deleted` may arrive after the events of the member's next subscription.
 * Stripe is asked for the stored subscription (outside any transaction, within the webhook's
 * {@link STRIPE_BUDGET_MS}); when it still runs, the event is recorded and kept out of the row (`foreign`, logged as
 * a warning), so a second subscription cannot flip or cancel the member's plan; when it no longer runs, the event's
 * subscription takes over the row and the event applies as above. Events for the stored subscription, or any once the
 * stored one has ended in our row, apply without asking. The member's user row is locked for that check and write, so
 * this member's billing events are applied one at a time.
 *
 * @throws when the database or Stripe fails (or does not answer in time); nothing is recorded then, so Stripe's
 *   redelivery can apply the event later.
 */
export async function applyStripeEvent(deps: Deps, event: Stripe.Event): Promise<EventOutcome> {
  const { db, stripe } = deps;
  if (!HANDLED_EVENT_TYPES.has(event.type)) return 'ignored';
  const [seen] = await db.select({ id: billingEvents.eventId }).from(billingEvents).where(eq(billingEvents.eventId, event.id));
  if (seen) return 'duplicate';
  const deadline = Date.now() + STRIPE_BUDGET_MS;
  const change = await changeOf(deps, event, deadline);
  // Stored subscription id → whether Stripe says it still runs; asked only between transactions.
  const stillRuns = new Map<string, boolean>();
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction((tx) => applyChange(deps, tx, event, change, stillRuns));
    } catch (error) {
      if (!(error instanceof StoredSubscriptionUnchecked) || attempt >= STORED_CHECKS) throw error;
      stillRuns.set(error.subscriptionId, await stillRunsAtStripe(stripe, error.subscriptionId, deadline));
    }
  }
}

/**
 * The transaction of {@link applyStripeEvent}: records the event, links a checkout's customer, and writes the change.
 *
 * @throws StoredSubscriptionUnchecked when Stripe must first be asked about the stored subscription (`stillRuns` lacks it).
 */
async function applyChange(
  deps: Deps,
  tx: Tx,
  event: Stripe.Event,
  change: Change | null,
  stillRuns: ReadonlyMap<string, boolean>,
): Promise<EventOutcome> {
  const { logger } = deps;
  const stateAt = new Date(event.created * 1000);
  const recorded = await tx
    .insert(billingEvents)
    .values({ eventId: event.id, provider: 'stripe', type: event.type, eventCreatedAt: stateAt })
    .onConflictDoNothing()
    .returning({ id: billingEvents.eventId });
  if (recorded.length === 0) return 'duplicate';
  if (!change) return 'ignored';
  if (change.link) {
    const [known] = await tx.select({ id: user.id }).from(user).where(eq(user.id, change.link.userId));
    if (known) {
      await tx
        .insert(billingCustomers)
        .values({ userId: known.id, provider: 'stripe', providerCustomerId: change.link.customerId })
        .onConflictDoNothing();
    }
  }
  if (!change.state) return 'ignored';
  const userId = await ownerOf(tx, change);
  if (!userId) {
    logger.warn(
      { eventId: event.id, type: event.type, customer: change.state.providerCustomerId },
      'billing event for an unknown customer ignored',
    );
    return 'ignored';
  }
  if (!(await lockOwner(tx, userId))) return 'ignored'; // the member was deleted meanwhile
  const stored = await readSubscriptionRow(tx, userId);
  const incoming = change.state.providerSubscriptionId;
  const storedId = stored?.providerSubscriptionId;
  // The webhook runs only under Stripe, where no local test-mode plan renews itself (decision 0009 §5).
  if (
    stored &&
    storedId &&
    incoming &&
    incoming !== storedId &&
    toSubscriptionStatus(stored, 'user', { renewLocalPlans: false }).subscribed
  ) {
    const runs = stillRuns.get(storedId);
    if (runs === undefined) throw new StoredSubscriptionUnchecked(storedId);
    const context = { eventId: event.id, type: event.type, userId, subscription: incoming, stored: storedId };
    if (runs) {
      logger.warn(context, 'billing event for a second subscription ignored while the stored one runs');
      return 'foreign';
    }
    logger.info(context, 'the stored subscription no longer runs at Stripe; the event’s subscription takes over');
  }
  if (!(await writeProviderState(tx, userId, change.state, stateAt))) return 'stale';
  await notifyChange(tx, 'viewers'); // every server instance forgets its resolved viewers on commit (decision 0010)
  return 'applied';
}
