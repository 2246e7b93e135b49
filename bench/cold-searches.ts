import type { SourcedExercise } from '@/server/features/catalogue-import/upsert-exercises';
import { createRandom } from './generate-exercises';
import { SEARCHES, searchPath } from './search-requests';

/**
 * The *cold* search scenario (decision 0005): the same shape as the measured search — a text query + one equipment +
 * page 3, as the subscriber — but every request a different query, so the server's catalogue cache never answers and
 * each request costs a full database search. It stands beside the rotated 12, which the cache answers after their first
 * request, so the report shows both ends of the real mix.
 *
 * Queries are what people type into the search box, read from the catalogue being measured: a word of an exercise's
 * name, or any prefix of 4+ letters of it (as typed, 'dead', 'deadl', … 'deadlift'), each paired with an equipment it
 * occurs with in at least {@link MIN_NAME_MATCHES} names, so page 3 is full. The 12 rotated pairs are left out.
 */

/** Names a (query, equipment) pair must match so that page 3 (rows 25–36) is full even by name alone. */
export const MIN_NAME_MATCHES = 48;

/**
 * Paths of distinct cold searches over `items` (the catalogue loaded for the run), in a deterministic shuffled order,
 * at most `limit`. Rotated sequentially, a path comes back only after every other one, by when the server's bounded
 * page cache (500 entries) has evicted it — as long as there are more paths than that.
 */
export function coldSearchPaths(items: readonly SourcedExercise[], limit = 5_000): string[] {
  const counts = new Map<string, number>();
  for (const { exercise } of items) {
    const queries = new Set<string>();
    for (const word of exercise.exerciseName.toLowerCase().split(/[^a-z0-9-]+/)) {
      if (word.length < 4) continue;
      for (let length = 4; length <= word.length; length += 1) queries.add(word.slice(0, length));
    }
    for (const q of queries) {
      const key = JSON.stringify([q, exercise.equipmentType]);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const rotated = new Set(SEARCHES.map((s) => JSON.stringify([s.q, s.equipment])));
  const keys = [...counts].filter(([key, count]) => count >= MIN_NAME_MATCHES && !rotated.has(key)).map(([key]) => key);
  const random = createRandom(7);
  for (let i = keys.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [keys[i], keys[j]] = [keys[j] as string, keys[i] as string];
  }
  return keys.slice(0, limit).map((key) => {
    const [q, equipment] = JSON.parse(key) as [string, string];
    return searchPath({ q, equipment });
  });
}
