import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A member's subscription state (docs/product.md#subscription-status; docs/architecture.md#billing). Billing fills it
 * from the local provider or Stripe webhooks; the rest of the app only reads it. A user with no row is not subscribed.
 * `status` follows Stripe's subscription statuses ('active', 'trialing', 'past_due', 'canceled', …).
 */
export const subscriptions = pgTable('subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  tier: text('tier'),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  provider: text('provider').notNull().default('local'),
  providerCustomerId: text('provider_customer_id'),
  providerSubscriptionId: text('provider_subscription_id'),
  /**
   * When the provider produced the state stored here (Stripe: the `created` time of the event or object it came from).
   * Out-of-order webhooks compare against it so an older event never overwrites a newer state (docs/architecture.md#billing).
   */
  providerStateAt: timestamp('provider_state_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
