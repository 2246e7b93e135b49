import type { Database } from '../../db/client';
import { createLruCache, type LruCache, type LruOptions } from '../../lib/lru-cache';

/**
 * In-process caches of answers derived from the exercise catalogue (decision 0005), one set per open database, and the
 * one function every catalogue writer calls: {@link invalidateCatalogueCache}.
 *
 * Each database has a *generation*, bumped by every invalidation. A reader notes the generation before it queries and
 * stores its answer only if the generation is still the same afterwards, so an answer computed from rows read before a
 * write can never be stored after that write's invalidation.
 *
 * Scope: one process. Another instance's admin write reaches this one through NOTIFY 'catalogue' (change-notify.ts;
 * the server subscribes in main.ts); writes that send no NOTIFY (the importer, hand edits) only through the TTL
 * ({@link CATALOGUE_CACHE_TTL_MS}).
 */

/** How long a cached catalogue answer is served: the staleness bound across instances (decision 0005). */
export const CATALOGUE_CACHE_TTL_MS = 30_000;

type State = { generation: number; caches: Map<string, LruCache<unknown>> };

// Keyed by the Drizzle handle, like the search vocabulary: every test database and every server has its own.
const states = new WeakMap<object, State>();

function stateOf(database: Database): State {
  let state = states.get(database.db);
  if (!state) states.set(database.db, (state = { generation: 0, caches: new Map() }));
  return state;
}

/** The catalogue generation of `database`: changes on every {@link invalidateCatalogueCache}. */
export function catalogueGeneration(database: Database): number {
  return stateOf(database).generation;
}

/**
 * Forgets every cached catalogue answer of `database` in this process and starts a new generation. Call it after every
 * write to `exercises` — the importer (upsertExercises) does; the admin create/edit/delete/sample-flag writes must
 * too — once the write is committed.
 */
export function invalidateCatalogueCache(database: Database): void {
  const state = stateOf(database);
  state.generation += 1;
  for (const cache of state.caches.values()) cache.clear();
}

/** A named cache of catalogue answers for one database; `set` ignores answers computed in an older generation. */
export type CatalogueCache<V> = {
  get(key: string): V | undefined;
  /** Stores `value` unless the catalogue changed since `generation` (read with {@link catalogueGeneration} before the query). */
  set(key: string, value: V, generation: number): void;
};

/**
 * The cache called `name` of `database`, created on first use with `options` (bounded entries, TTL defaulting to
 * {@link CATALOGUE_CACHE_TTL_MS}). The same name always returns the same entries.
 */
export function catalogueCache<V>(
  database: Database,
  name: string,
  options: Pick<LruOptions, 'maxEntries'> & Partial<LruOptions>,
): CatalogueCache<V> {
  const state = stateOf(database);
  let lru = state.caches.get(name) as LruCache<V> | undefined;
  if (!lru) {
    lru = createLruCache<V>({ ttlMs: CATALOGUE_CACHE_TTL_MS, ...options });
    state.caches.set(name, lru as LruCache<unknown>);
  }
  const entries = lru;
  return {
    get: (key) => entries.get(key),
    set: (key, value, generation) => {
      if (generation === state.generation) entries.set(key, value);
    },
  };
}
