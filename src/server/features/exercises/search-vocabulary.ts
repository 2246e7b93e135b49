import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { catalogueGeneration } from '../catalogue-cache/catalogue-cache';
import { toVocabulary, type Vocabulary } from './typo-corrections';

/**
 * The catalogue's vocabulary for typo tolerance (typo-corrections.ts): every distinct word of 4+ letters in names,
 * equipment, muscles and tags, lowercase, alphanumerics only — and every pair of neighbouring words joined ('pull-up' →
 * 'pullup', 'bench press' → 'benchpress'), because `search_compact` matches those too: without them 'pullup' looked
 * like a typo of 'pull' and the search widened to every row containing 'pull'. Loaded once per database and kept for
 * {@link VOCABULARY_TTL_MS} or until the catalogue changes (`invalidateCatalogueCache`, decision 0005); after that the
 * next search still uses the old words while a fresh load runs, so only the very first search of a process waits for
 * it (~1 s at 100,000 exercises on PostgreSQL 15).
 *
 * It is a cache of derived data, not state: exact and substring matches always read the live table; a word added since
 * the last load is merely not yet a typo target.
 */
export const VOCABULARY_TTL_MS = 5 * 60_000;

/** Upper bound on the words kept, so a pathological catalogue cannot make every search scan a huge list. */
const MAX_WORDS = 50_000;

type Entry = { vocabulary: Vocabulary; loadedAt: number; generation: number; refreshing: boolean };

const loaded = new WeakMap<object, Entry>();
const firstLoads = new WeakMap<object, Promise<Vocabulary>>();

async function loadVocabulary(database: Database): Promise<Vocabulary> {
  const rows = await database.rows<{ word: string }>(sql`
    select distinct word from (
      select lower(exercise_name) as field from exercises
      union select lower(equipment_type) from exercises
      union select lower(target_muscle_groups) from exercises
      union select lower(tag) from exercises, unnest(tags) as tag
    ) as fields,
    lateral regexp_split_to_array(field, '[^a-z0-9]+') as parts,
    lateral (select parts[i] as single, parts[i] || coalesce(parts[i + 1], '') as pair from generate_subscripts(parts, 1) as i) as words,
    lateral (values (single), (pair)) as candidates(word)
    where length(word) >= 4
    limit ${MAX_WORDS}`);
  return toVocabulary(rows.map((row) => row.word));
}

/**
 * The vocabulary of `database`'s catalogue (see above). Never throws after the first successful load: a failed refresh
 * keeps the old words and tries again after the next TTL.
 *
 * @throws whatever the first load throws (the caller may search without typo tolerance).
 */
export async function searchVocabulary(database: Database, now = Date.now()): Promise<Vocabulary> {
  const key = database.db;
  const entry = loaded.get(key);
  const generation = catalogueGeneration(database);
  const store = (vocabulary: Vocabulary) => loaded.set(key, { vocabulary, loadedAt: Date.now(), generation, refreshing: false });
  if (entry) {
    const stale = now - entry.loadedAt > VOCABULARY_TTL_MS || entry.generation !== generation;
    if (stale && !entry.refreshing) {
      entry.refreshing = true;
      loadVocabulary(database).then(store, () => Object.assign(entry, { loadedAt: Date.now(), generation, refreshing: false }));
    }
    return entry.vocabulary;
  }
  let first = firstLoads.get(key);
  if (!first) {
    first = loadVocabulary(database).finally(() => firstLoads.delete(key));
    firstLoads.set(key, first);
    first.then(store, () => undefined);
  }
  return first;
}

/** Drops the cached vocabulary of `database`, so the next search loads it afresh (call after catalogue writes). */
export function forgetSearchVocabulary(database: Database): void {
  loaded.delete(database.db);
}
