import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * The payment provider's customer of a user (docs/architecture.md#billing: one Stripe customer per user, created once and reused). The
 * unique provider id lets a webhook find the user from the customer it names.
 */
export const billingCustomers = pgTable('billing_customers', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Webhook events already applied (docs/architecture.md#billing: each event applied exactly once). The id is inserted in the same
 * transaction as the change it causes, so a redelivery finds it and changes nothing.
 */
export const billingEvents = pgTable('billing_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** The provider's creation time of the event (Stripe `event.created`, seconds → timestamp). */
  eventCreatedAt: timestamp('event_created_at', { withTimezone: true }).notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
