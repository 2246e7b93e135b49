import { gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from '../catalogue-cache/catalogue-cache';
import { exerciseColumns, toExercise } from './exercise-row';
import { type IndexedExercise, SearchIndex } from './search-index';

/**
 * Keeps each server instance's {@link SearchIndex} in step with the database, the source of truth (decision 0020,
 * docs/architecture.md#search-index).
 *
 * - Built from every exercise on first use (the server asks for it at start, so the first request does not wait).
 * - Every catalogue write bumps the catalogue generation (invalidateCatalogueCache): here directly, on the other
 *   instances through NOTIFY 'catalogue' (change-notify.ts). The next search then first applies the change: the rows
 *   whose `updated_at` (kept by a trigger, migration 0006) is at or after the last one applied minus
 *   {@link UPDATE_MARGIN_MS}, and the removal of every id the table no longer holds. A writer therefore reads its own
 *   write, and every instance sees it within the NOTIFY's delivery plus one such delta read.
 * - Writes nobody announces (a hand edit) are picked up by a delta read in the background once the index is
 *   {@link CATALOGUE_CACHE_TTL_MS} old, like the other catalogue caches (decision 0005).
 * - When replaced and removed exercises leave more than a quarter of the slots empty, the index is rebuilt from memory.
 */

/** How far back of the newest `updated_at` applied a delta read looks: covers writes committed late by long transactions. */
export const UPDATE_MARGIN_MS = 60_000;

type Store = {
  index: SearchIndex | null;
  loading: Promise<void> | null;
  refreshing: Promise<void> | null;
  /** The catalogue generation the index reflects. */
  generation: number;
  /** The newest `updated_at` applied (ms since the epoch). */
  newest: number;
  refreshedAt: number;
};

const stores = new WeakMap<object, Store>();

function storeOf(database: Database): Store {
  let store = stores.get(database.db);
  if (!store) stores.set(database.db, (store = { index: null, loading: null, refreshing: null, generation: -1, newest: 0, refreshedAt: 0 }));
  return store;
}

const indexedColumns = { ...exerciseColumns, popularity: exercises.popularity, updatedAt: exercises.updatedAt };

type IndexedRow = { popularity: number; updatedAt: Date } & Parameters<typeof toExercise>[0];

function toIndexed({ popularity, updatedAt: _, ...row }: IndexedRow): IndexedExercise {
  return { exercise: Object.freeze(toExercise(row)), popularity };
}

const newestOf = (rows: IndexedRow[], start: number) => rows.reduce((newest, row) => Math.max(newest, new Date(row.updatedAt).getTime()), start);

async function load(database: Database, store: Store): Promise<void> {
  const generation = catalogueGeneration(database);
  const rows = (await database.db.select(indexedColumns).from(exercises)) as IndexedRow[];
  store.index = new SearchIndex(rows.map(toIndexed));
  store.newest = newestOf(rows, 0);
  store.generation = generation;
  store.refreshedAt = Date.now();
}

/** Applies what changed since the last read (see the module docstring) and notes the generation it started in. */
async function applyChanges(database: Database, store: Store): Promise<void> {
  const generation = catalogueGeneration(database);
  const since = new Date(store.newest - UPDATE_MARGIN_MS);
  const [rows, ids] = await Promise.all([
    database.db.select(indexedColumns).from(exercises).where(gte(exercises.updatedAt, since)) as Promise<IndexedRow[]>,
    database.rows<{ id: string }>(sql`select ${exercises.id} as id from ${exercises}`),
  ]);
  let index = store.index!;
  const present = new Set(ids.map((row) => row.id));
  for (const { exercise } of [...index.entries()]) if (!present.has(exercise.id)) index.remove(exercise.id);
  for (const row of rows) index.upsert(toIndexed(row));
  if (index.wasted > index.size / 3) index = new SearchIndex([...index.entries()]);
  store.index = index;
  store.newest = newestOf(rows, store.newest);
  store.generation = generation;
  store.refreshedAt = Date.now();
}

function refresh(database: Database, store: Store): Promise<void> {
  store.refreshing ??= applyChanges(database, store).finally(() => {
    store.refreshing = null;
  });
  return store.refreshing;
}

/**
 * The search index of `database`, current as of this call's catalogue generation: the first call loads it; a call
 * after a catalogue write waits for the change to be applied (read-your-writes); an index older than
 * {@link CATALOGUE_CACHE_TTL_MS} is refreshed in the background while this one answers.
 *
 * @throws the database's error when the first load fails (the next call tries again).
 */
export async function searchIndexOf(database: Database): Promise<SearchIndex> {
  const store = storeOf(database);
  if (!store.index) {
    store.loading ??= load(database, store).finally(() => {
      store.loading = null;
    });
    await store.loading;
  }
  // A write during a refresh bumps the generation again: loop until the index reflects the generation of this call.
  const wanted = catalogueGeneration(database);
  while (store.generation < wanted) await refresh(database, store);
  if (Date.now() - store.refreshedAt > CATALOGUE_CACHE_TTL_MS && !store.refreshing) void refresh(database, store).catch(() => undefined);
  return store.index!;
}
