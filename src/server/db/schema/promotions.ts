import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * The site-wide announcement (docs/product.md#announcement; docs/product.md#announcement-admin). Saving deactivates every other row and updates or
 * inserts this one in one transaction; the partial unique index guarantees at most one active row even when two saves
 * race (docs/product.md#announcement-admin).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    countdownEnd: timestamp('countdown_end', { withTimezone: true }),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    isActive: boolean('is_active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('announcements_one_active_idx')
      .on(t.isActive)
      .where(sql`${t.isActive}`),
    index('announcements_created_idx').on(t.createdAt),
  ],
);

/**
 * A promotional banner ad in one of three fixed slots (docs/product.md#banner-ad; docs/product.md#banner-ads 'Banner ad slots: 3'). `display_order` is the
 * slot (1–3) and unique, so a slot holds at most one ad.
 */
export const bannerAds = pgTable(
  'banner_ads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    headline: text('headline').notNull(),
    subtext: text('subtext'),
    countdownEnd: timestamp('countdown_end', { withTimezone: true }),
    buttonText: text('button_text'),
    buttonUrl: text('button_url'),
    isActive: boolean('is_active').notNull().default(false),
    displayOrder: integer('display_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('banner_ads_display_order_check', sql`${t.displayOrder} between 1 and 3`),
    uniqueIndex('banner_ads_display_order_idx').on(t.displayOrder),
  ],
);

export type AnnouncementRow = typeof announcements.$inferSelect;
export type BannerAdRow = typeof bannerAds.$inferSelect;
