import { customType, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL `bytea`: node-postgres reads it as a Buffer and PGlite as a Uint8Array, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The pictures of exercises (docs/product.md#illustrations), stored once by content: `key` is the first 32 hex digits
 * of the body's SHA-256 and its extension ('3f…9a.svg'), so a picture's address changes whenever its bytes do and can
 * be cached for a year (docs/architecture.md#illustrations). A row is kept while an exercise refers to it.
 */
export const illustrations = pgTable('illustrations', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IllustrationRow = typeof illustrations.$inferSelect;
