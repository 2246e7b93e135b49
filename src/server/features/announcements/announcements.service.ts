import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Announcement, announcementInputSchema } from '@/shared/schemas/promotions';
import type { Database } from '../../db/client';
import { type AnnouncementRow, announcements } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { notifyChange } from '../../realtime/change-notify';

/** The validated content of a save (title trimmed, empty button text and URL already null: docs/product.md#validation). */
export type AnnouncementValues = z.output<typeof announcementInputSchema>;

// Any fixed number works: it names the lock that serialises announcement saves across every connection and instance.
const SAVE_LOCK_KEY = 5_170_001;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A stored row as the API shape (timestamps as ISO strings). */
export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    title: row.title,
    countdownEnd: row.countdownEnd ? iso(row.countdownEnd) : null,
    buttonText: row.buttonText,
    buttonUrl: row.buttonUrl,
    isActive: row.isActive,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** The one active announcement members see, or null when none is active (docs/product.md#api: "member read of the one active row"). */
export async function getActiveAnnouncement(database: Database): Promise<Announcement | null> {
  const [row] = await database.db.select().from(announcements).where(eq(announcements.isActive, true)).limit(1);
  return row ? toAnnouncement(row) : null;
}

/** The newest announcement, active or not, for the admin card (docs/product.md#api: "latest one (created_at descending, limit 1)"). */
export async function getLatestAnnouncement(database: Database): Promise<Announcement | null> {
  const [row] = await database.db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id)).limit(1);
  return row ? toAnnouncement(row) : null;
}

/**
 * Saves the announcement: in one transaction, deactivates every other announcement, then updates row `id` (when
 * given) or inserts a new one, and NOTIFYs 'announcement' so every instance's members refetch once it commits
 * (docs/product.md#announcement-admin).
 *
 * Concurrent saves take a transaction-scoped advisory lock first and so run one after the other: without it two saves
 * could each deactivate the old row and then both insert an active one, and the second would fail on the partial
 * unique index `announcements_one_active_idx`. With it the last save to commit is the active one, and the index
 * remains the guarantee of at most one (READ COMMITTED: each statement after the lock sees the previous save).
 *
 * @throws NotFound when `id` is given but names no announcement.
 */
export async function saveAnnouncement(database: Database, values: AnnouncementValues, id?: string): Promise<Announcement> {
  if (id !== undefined && !z.uuid().safeParse(id).success) throw new NotFound('Announcement not found.');
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK_KEY})`);
    const now = new Date();
    const content = {
      title: values.title,
      countdownEnd: values.countdownEnd ? new Date(values.countdownEnd) : null,
      buttonText: values.buttonText,
      buttonUrl: values.buttonUrl,
      isActive: values.isActive,
    };
    await tx
      .update(announcements)
      .set({ isActive: false, updatedAt: now })
      .where(id === undefined ? eq(announcements.isActive, true) : and(eq(announcements.isActive, true), ne(announcements.id, id)));
    const [row] =
      id === undefined
        ? await tx.insert(announcements).values(content).returning()
        : await tx
            .update(announcements)
            .set({ ...content, updatedAt: now })
            .where(eq(announcements.id, id))
            .returning();
    if (!row) throw new NotFound('Announcement not found.');
    await notifyChange(tx, 'announcement');
    return toAnnouncement(row);
  });
}
