import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type BannerAd, type bannerAdInputSchema, PROMOTION_MESSAGES } from '@/shared/schemas/promotions';
import type { Database } from '../../db/client';
import { type BannerAdRow, bannerAds } from '../../db/schema';
import { Invalid, NotFound } from '../../lib/errors';
import { notifyChange } from '../../realtime/change-notify';

/** The validated content of one slot (headline trimmed; empty subtext, button text and URL already null). */
export type BannerAdValues = z.output<typeof bannerAdInputSchema>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored row as the API shape (timestamps as ISO strings). */
export function toBannerAd(row: BannerAdRow): BannerAd {
  return {
    id: row.id,
    headline: row.headline,
    subtext: row.subtext,
    countdownEnd: row.countdownEnd ? iso(row.countdownEnd) : null,
    buttonText: row.buttonText,
    buttonUrl: row.buttonUrl,
    isActive: row.isActive,
    displayOrder: row.displayOrder,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The ads members see, by display order (docs/product.md#api "active ones ordered by display_order ascending"). An ad whose
 * countdown has ended is left out: it hides when its countdown ends (docs/product.md#countdowns), also for a page opened later.
 */
export async function listActiveBannerAds(database: Database): Promise<BannerAd[]> {
  const rows = await database.db
    .select()
    .from(bannerAds)
    .where(and(eq(bannerAds.isActive, true), or(isNull(bannerAds.countdownEnd), gt(bannerAds.countdownEnd, sql`now()`))))
    .orderBy(asc(bannerAds.displayOrder));
  return rows.map(toBannerAd);
}

/** Every saved slot, active or not, by display order (docs/product.md#api admin "select all by display_order"). */
export async function listAllBannerAds(database: Database): Promise<BannerAd[]> {
  const rows = await database.db.select().from(bannerAds).orderBy(asc(bannerAds.displayOrder));
  return rows.map(toBannerAd);
}

/**
 * Saves slot `slot` (1–3): inserts the ad when the slot is empty, else updates it (docs/product.md#banner-ads; docs/product.md#api "insert
 * or update"), in one statement that two concurrent saves of one slot cannot turn into two rows (unique
 * display_order). NOTIFYs 'banner-ads' on commit.
 *
 * @throws Invalid when a newly chosen countdown end is not in the future (docs/product.md#validation: "past dates cannot be chosen as
 *   countdown end"); an unchanged one that has since passed may be saved again, so an ended ad can still be edited.
 */
export async function saveBannerAd(database: Database, slot: number, values: BannerAdValues): Promise<BannerAd> {
  return database.db.transaction(async (tx) => {
    const countdownEnd = values.countdownEnd ? new Date(values.countdownEnd) : null;
    if (countdownEnd && countdownEnd.getTime() <= Date.now()) {
      const [current] = await tx.select({ countdownEnd: bannerAds.countdownEnd }).from(bannerAds).where(eq(bannerAds.displayOrder, slot));
      if (current?.countdownEnd?.getTime() !== countdownEnd.getTime()) {
        throw new Invalid(PROMOTION_MESSAGES.pastCountdown, [{ path: 'countdownEnd', message: PROMOTION_MESSAGES.pastCountdown }]);
      }
    }
    const content = {
      headline: values.headline,
      subtext: values.subtext,
      countdownEnd,
      buttonText: values.buttonText,
      buttonUrl: values.buttonUrl,
      isActive: values.isActive,
    };
    const [row] = await tx
      .insert(bannerAds)
      .values({ ...content, displayOrder: slot })
      .onConflictDoUpdate({ target: bannerAds.displayOrder, set: { ...content, updatedAt: new Date() } })
      .returning();
    await notifyChange(tx, 'banner-ads');
    return toBannerAd(row!);
  });
}

/**
 * Empties slot `slot` (docs/product.md#banner-ads: "deleted (reset to blank and inactive)") and NOTIFYs 'banner-ads'.
 * @throws NotFound when the slot holds no ad.
 */
export async function deleteBannerAd(database: Database, slot: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const deleted = await tx.delete(bannerAds).where(eq(bannerAds.displayOrder, slot)).returning({ id: bannerAds.id });
    if (deleted.length === 0) throw new NotFound('Banner ad not found.');
    await notifyChange(tx, 'banner-ads');
  });
}
