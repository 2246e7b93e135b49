import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openTestDatabase, testEngine } from '../test/test-database';
import { notifyChange, type ServerTopic } from './change-notify';
import { createEventsHub, type EventsHub } from './events-hub';

// The events hub over the real engine (docs/architecture.md#live-updates): NOTIFY inside a transaction reaches listeners on
// commit only, and a lost LISTEN connection on PostgreSQL is re-opened (docs/product.md#limits reconnect delays) without losing news.
if (testEngine() !== 'postgres')
  console.info('events hub: the LISTEN-reconnect test runs on PostgreSQL only (PGlite has no connection to lose).');

describe('events hub', () => {
  let database: Database;
  let hub: EventsHub;
  const heard: ServerTopic[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    hub = createEventsHub(database, pino({ level: 'silent' }), { reconnectDelaysMs: [50, 100] });
    await hub.subscribe((topic) => heard.push(topic));
  });
  afterAll(async () => {
    await hub.close();
    await database.close();
  });

  it('hears a change when its transaction commits, never when it rolls back', async () => {
    heard.length = 0;
    await database.db
      .transaction(async (tx) => {
        await notifyChange(tx, 'announcement');
        tx.rollback();
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await notifyChange(tx, 'banner-ads');
      // Not yet: the transaction is still open.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(heard).toEqual([]);
    });
    await expect.poll(() => heard).toEqual(['banner-ads']);
  });

  it("dispatches the instances' internal topics too (the server empties its caches on them)", async () => {
    heard.length = 0;
    await database.db.transaction((tx) => notifyChange(tx, 'catalogue'));
    await database.db.transaction((tx) => notifyChange(tx, 'viewers'));
    await database.db.transaction((tx) => notifyChange(tx, 'gyms'));
    await expect.poll(() => heard).toEqual(['catalogue', 'viewers', 'gyms']);
  });

  it('a second close waits for the first, and a closed hub takes no subscriber', async () => {
    const other = createEventsHub(database, pino({ level: 'silent' }));
    await other.subscribe(() => {});
    let firstDone = false;
    const first = other.close().then(() => (firstDone = true));
    await other.close();
    expect(firstDone).toBe(true);
    await first;
    await expect(other.subscribe(() => {})).rejects.toThrow('closed');
  });

  it.runIf(testEngine() === 'postgres')('re-opens a lost LISTEN connection, then tells listeners to refetch everything', async () => {
    heard.length = 0;
    const killed = await database.rows<{ killed: boolean }>(
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`,
    );
    expect(killed).toEqual([{ killed: true }]);
    await expect.poll(() => [...heard].sort(), { timeout: 5_000 }).toEqual(['announcement', 'banner-ads', 'catalogue', 'gyms', 'viewers']);
    // And it listens again: a new change arrives.
    heard.length = 0;
    await database.db.transaction((tx) => notifyChange(tx, 'announcement'));
    await expect.poll(() => heard, { timeout: 5_000 }).toEqual(['announcement']);
  });
});
