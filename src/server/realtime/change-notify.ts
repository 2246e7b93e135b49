import { sql } from 'drizzle-orm';
import type { ChangeTopic } from '@/shared/realtime';
import type { Database, Db } from '../db/client';

/** A Drizzle transaction (the `tx` of `db.transaction`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Changes the server instances tell each other about but never send to browsers: 'catalogue' (an exercise was written:
 * empty the library result cache, decision 0005), 'viewers' (a subscription changed: empty the viewer memo,
 * decision 0010) and 'gyms' (a gym's equipment changed or it was deleted: empty the gym memo, features/gyms/gym-memo.ts). Together with the browsers' {@link ChangeTopic}s they travel on {@link CHANGE_CHANNEL}.
 */
export const INTERNAL_TOPICS = ['catalogue', 'viewers', 'gyms'] as const;

export type InternalTopic = (typeof INTERNAL_TOPICS)[number];

/** Any topic announced on {@link CHANGE_CHANNEL}. */
export type ServerTopic = ChangeTopic | InternalTopic;

/** The PostgreSQL channel every instance LISTENs on for content changes (docs/architecture.md#live-updates). */
export const CHANGE_CHANNEL = 'equipped_changes';

/**
 * Announces that `topic` changed, from inside the writing transaction `tx`: PostgreSQL (and PGlite) deliver a NOTIFY
 * only when the transaction commits and drop it on rollback, so listeners never hear of a change that did not happen
 * and never refetch before it is visible (PostgreSQL docs, NOTIFY: "if a NOTIFY is executed inside a transaction, the
 * notify events are not delivered until and unless the transaction is committed").
 */
export async function notifyChange(tx: Tx, topic: ServerTopic): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
}

/**
 * Announces that `topic` changed, outside any transaction: for writers that commit in several steps, such as the
 * catalogue importer (batch by batch), which announce once after their last step. A NOTIFY outside a transaction is
 * delivered at once. Never throws: when the announcement fails, the other instances' caches still expire on their own
 * (decision 0005: 30 s).
 */
export async function notifyChangeNow(database: Database, topic: ServerTopic): Promise<void> {
  await database.rows(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`).catch(() => undefined);
}
