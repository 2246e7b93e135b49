import type { ExerciseList, ExercisesQuery } from '@/shared/schemas/exercises-query';
import type { Database } from '../../db/client';
import type { Viewer } from '../../auth/viewer';
import { catalogueCache, catalogueGeneration } from '../catalogue-cache/catalogue-cache';
import { normaliseSearchText } from './search-terms';
import { createSingleFlight, type SingleFlight } from '../../lib/single-flight';

/**
 * The library search's read-through cache (decision 0005). A page of results depends only on the viewer's *visibility
 * class* — the full catalogue or the samples only (docs/product.md#roles-and-access) — and on the normalised query, never on who the viewer is,
 * so one cached page serves every viewer of the same class. The class is part of every key: a samples-only viewer can
 * never be answered from a full-catalogue entry.
 *
 * Two caches per database: pages (one library answer per class + query + order + page) and totals (one count per
 * class + query + filters, shared by every page and order of that search, so paging through a result set counts once).
 * Both are cleared by `invalidateCatalogueCache` and expire after `CATALOGUE_CACHE_TTL_MS`.
 */

/** Most cached pages per database (~8 KB of JSON each with descriptions: a few MB at most). */
export const CACHED_PAGES_MAX = 500;
/** Most cached totals per database (a number each). */
export const CACHED_TOTALS_MAX = 5_000;

/** The cache keys of a search: `total` ignores order and page, `page` does not. */
export function searchCacheKeys(viewer: Viewer, query: ExercisesQuery): { total: string; page: string } {
  const text = normaliseSearchText(query.q);
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  const total = JSON.stringify([
    viewer.canSeeFullCatalogue ? 'full' : 'samples',
    text,
    sorted(query.equipment),
    sorted(query.difficulty),
    sorted(query.muscle),
    sorted(query.goal),
  ]);
  // The order the query really runs in (exercises.service.ts): an explicit sort with its direction; otherwise relevance
  // while searching and name ascending while browsing, where `dir` changes nothing.
  const order = query.sort ? `${query.sort}:${query.dir}` : text ? 'relevance' : 'name:asc';
  return { total, page: JSON.stringify([total, order, query.page]) };
}

// Identical searches in flight at the same moment share one database execution (single-flight.ts).
const flights = new WeakMap<object, SingleFlight<ExerciseList>>();

/**
 * The library page for `viewer` and `query`: from the page cache, else from `run` — shared with identical searches
 * already running in the same catalogue generation — and then cached. `run` receives the cached total of the search
 * when one is known (it may skip its count) and must answer for `viewer`'s visibility class only.
 * The answer is frozen: it is shared between requests and must not be changed by a caller.
 */
export function cachedSearch(
  database: Database,
  viewer: Viewer,
  query: ExercisesQuery,
  run: (knownTotal: number | undefined) => Promise<ExerciseList>,
): Promise<ExerciseList> {
  const keys = searchCacheKeys(viewer, query);
  const pages = catalogueCache<ExerciseList>(database, 'library-pages', { maxEntries: CACHED_PAGES_MAX });
  const hit = pages.get(keys.page);
  if (hit) return Promise.resolve(hit);
  const totals = catalogueCache<number>(database, 'library-totals', { maxEntries: CACHED_TOTALS_MAX });
  const generation = catalogueGeneration(database);
  let flight = flights.get(database.db);
  if (!flight) flights.set(database.db, (flight = createSingleFlight<ExerciseList>()));
  // The generation is part of the flight key: a search that starts after a catalogue write never joins one that read
  // the rows before it.
  return flight(`${generation}:${keys.page}`, async () => {
    const result = await run(totals.get(keys.total));
    const frozen = Object.freeze({ ...result, items: Object.freeze(result.items.map((item) => Object.freeze(item))) }) as ExerciseList;
    pages.set(keys.page, frozen, generation);
    totals.set(keys.total, frozen.total, generation);
    return frozen;
  });
}
