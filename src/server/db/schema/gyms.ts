import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * A member's gym (docs/product.md#my-gyms): a name and the equipment items it has (names of the equipment taxonomy,
 * checked by the API). Deleting the user deletes their gyms. At most one gym of a user is active (a partial unique
 * index), so deleting the active gym leaves none active; a name is unique per user, ignoring case. The limit of 10 per
 * user (docs/product.md#limits) is enforced by the creating transaction (gyms.service.ts), which locks the user row
 * first.
 */
export const gyms = pgTable(
  'gyms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    equipment: text('equipment')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gyms_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('gyms_user_name_unique').on(t.userId, sql`lower(${t.name})`),
    uniqueIndex('gyms_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);
