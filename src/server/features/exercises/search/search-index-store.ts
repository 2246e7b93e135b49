import { asc, count, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { exercises } from '../../../db/schema';
import { CATALOGUE_CACHE_TTL_MS, catalogueGeneration } from '../../catalogue-cache/catalogue-cache';
import { exerciseColumns, toExercise } from '../exercise-row';
import type { Exercise } from '@/shared/schemas/exercise';
import { type IndexedExercise, indexOrder, SearchIndex } from './search-index';
import { SharedValues } from './shared-values';

/**
 * Keeps each server instance's {@link SearchIndex} in step with the database, the source of truth (decision 0020,
 * docs/architecture.md#search-index).
 *
 * - Built from every exercise on first use (the server asks for it at start), read in keyset pages, sorted into the
 *   index's order ({@link indexOrder}: a search then ranks only what can be on the page) and indexed in
 *   batches that yield to the event loop, so requests keep being answered meanwhile; the first search waits for it.
 * - Every catalogue write bumps the catalogue generation (invalidateCatalogueCache): here directly, on the other
 *   instances through NOTIFY 'catalogue' (change-notify.ts). The next search then first applies the change through a
 *   delta read ({@link applyChanges}): the versions (`updated_at`, kept by a trigger, migration 0006, to the
 *   microsecond) of the rows updated recently, a count telling whether any were deleted, and the full rows of those
 *   whose version differs. A writer therefore reads its own write, and every instance sees it within the NOTIFY's
 *   delivery plus one delta read.
 * - Writes nobody announces (a hand edit), and a transaction that committed long after it began, are picked up by a
 *   full comparison of every id's version in the background once the index is {@link CATALOGUE_CACHE_TTL_MS} old.
 * - Many changes at once (an import), or empty slots piling up from replaced and removed exercises, build a new index
 *   aside, in batches, which then replaces the old one; until then the old one answers.
 */

/** Rows read per query while loading, and exercises indexed between two yields to the event loop. */
export const LOAD_BATCH = 5_000;
/** After a write, the versions read are those updated at most this long before the newest indexed. */
export const RECENT_MS = 5_000;
/** More changed or deleted exercises than this share of the catalogue rebuild the index aside instead of in place. */
const REBUILD_SHARE = 0.05;

type Store = {
  index: SearchIndex | null;
  loading: Promise<void> | null;
  refreshing: Promise<void> | null;
  /** The catalogue generation the index reflects. */
  generation: number;
  /** Each indexed exercise's `updated_at`, as PostgreSQL prints it (microseconds), by id. */
  versions: Map<string, string>;
  /** The newest `updated_at` indexed, in ms since the epoch. */
  newest: number;
  shared: SharedValues;
  refreshedAt: number;
};

const stores = new WeakMap<object, Store>();

function storeOf(database: Database): Store {
  let store = stores.get(database.db);
  if (!store)
    stores.set(
      database.db,
      (store = {
        index: null,
        loading: null,
        refreshing: null,
        generation: -1,
        versions: new Map(),
        newest: 0,
        refreshedAt: 0,
        shared: new SharedValues(),
      }),
    );
  return store;
}

const version = sql<string>`${exercises.updatedAt}::text`;
const indexedColumns = { ...exerciseColumns, popularity: exercises.popularity, version, updatedAt: exercises.updatedAt };

type IndexedRow = { popularity: number; version: string; updatedAt: Date } & Parameters<typeof toExercise>[0];

/** The index's entry for a row: the DTO, frozen, its few-valued fields {@link SharedValues shared}. */
function toIndexed(shared: SharedValues, { popularity, version: _, updatedAt: __, ...row }: IndexedRow): IndexedExercise {
  const exercise = toExercise(row);
  const whenEmpty = (items: string[]) => (items.length === 0 ? shared.list(items) : items);
  const compact: Exercise = {
    ...exercise,
    equipmentType: shared.value(exercise.equipmentType),
    targetMuscleGroups: shared.value(exercise.targetMuscleGroups),
    difficultyLevel: shared.value(exercise.difficultyLevel),
    // Rows written by one transaction (an import, a seed) share their creation time.
    createdAt: shared.value(exercise.createdAt),
    tags: exercise.tags && shared.list(exercise.tags),
    aliases: whenEmpty(exercise.aliases),
    equipment: shared.list(exercise.equipment),
    requiredEquipment: shared.groups(exercise.requiredEquipment),
    optionalEquipment: shared.list(exercise.optionalEquipment),
    primaryMuscles: shared.list(exercise.primaryMuscles),
    secondaryMuscles: shared.list(exercise.secondaryMuscles),
    movementPattern: shared.value(exercise.movementPattern),
    mechanic: shared.value(exercise.mechanic),
    trainingGoals: shared.list(exercise.trainingGoals),
    formSteps: whenEmpty(exercise.formSteps),
    sourceName: shared.value(exercise.sourceName),
    sourceLicence: shared.value(exercise.sourceLicence),
  };
  return { exercise: Object.freeze(compact), popularity };
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Indexes `items` (sorted by the caller into {@link indexOrder}) into `index` a batch at a time, letting requests run between batches. */
async function indexAll(index: SearchIndex, items: Iterable<IndexedExercise>): Promise<void> {
  let count = 0;
  for (const item of items) {
    index.upsert(item);
    if (++count % LOAD_BATCH === 0) await yieldToEventLoop();
  }
}

/**
 * Every exercise's `columns` (which must include the id), in pages of {@link LOAD_BATCH} rows ordered by id, each read
 * after the caller is done with the one before (keyset paging: `id > last id`, no offset).
 */
async function* keysetPages<Row extends { id: string }>(database: Database, columns: SelectedColumns): AsyncGenerator<Row[]> {
  for (let after = ''; ;) {
    const page = (await database.db
      .select(columns)
      .from(exercises)
      .where(after === '' ? undefined : gt(exercises.id, after))
      .orderBy(asc(exercises.id))
      .limit(LOAD_BATCH)) as Row[];
    yield page;
    if (page.length < LOAD_BATCH) return;
    after = page.at(-1)!.id;
  }
}

type SelectedColumns = NonNullable<Parameters<Database['db']['select']>[0]>;

async function load(database: Database, store: Store): Promise<void> {
  const generation = catalogueGeneration(database);
  const index = new SearchIndex();
  const versions = new Map<string, string>();
  const items: IndexedExercise[] = [];
  // A bounded batch of rows in memory at a time, turned into the entries the index keeps, not the catalogue twice.
  for await (const rows of keysetPages<IndexedRow>(database, indexedColumns)) {
    for (const row of rows) {
      versions.set(row.id, row.version);
      store.newest = Math.max(store.newest, new Date(row.updatedAt).getTime());
      items.push(toIndexed(store.shared, row));
    }
    await yieldToEventLoop();
  }
  await indexAll(index, items.sort(indexOrder));
  index.compact();
  store.index = index;
  store.versions = versions;
  store.generation = generation;
  store.refreshedAt = Date.now();
}

/**
 * Applies what changed since the last read and notes the generation it started in. The versions compared: after a
 * write, those of the rows updated at most {@link RECENT_MS} before the newest indexed (the `updated_at` index), with a
 * count of the table to tell whether anything was deleted — a whole scan of ids and versions only then; the background
 * refresh always scans them all, so a transaction that committed later than that still comes in within
 * CATALOGUE_CACHE_TTL_MS. Then the full rows of the ids whose version differs, and the removal of the ids gone. Few
 * changes are applied in place; many (an import) build a new index aside, in batches, which replaces the old one.
 */
async function applyChanges(database: Database, store: Store, everything: boolean): Promise<void> {
  const generation = catalogueGeneration(database);
  const versionColumns = { id: exercises.id, version, updatedAt: exercises.updatedAt };
  const versionsOf = async (since: Date | null) => {
    if (since) return database.db.select(versionColumns).from(exercises).where(gte(exercises.updatedAt, since));
    // Every id: in keyset pages with a yield between them, so requests keep being answered while a large catalogue is
    // read (100,000 versions at once held the event loop for a few hundred milliseconds).
    type VersionRow = { id: string; version: string; updatedAt: Date };
    const all: VersionRow[] = [];
    for await (const page of keysetPages<VersionRow>(database, versionColumns)) {
      all.push(...page);
      await yieldToEventLoop();
    }
    return all;
  };
  let current = await versionsOf(everything ? null : new Date(store.newest - RECENT_MS));
  let complete = everything;
  if (!complete) {
    const [{ total } = { total: 0 }] = await database.db.select({ total: count() }).from(exercises);
    const added = current.filter((row) => !store.versions.has(row.id)).length;
    if (total !== store.versions.size + added) {
      current = await versionsOf(null);
      complete = true;
    }
  }
  const present = new Set<string>();
  const changedIds: string[] = [];
  for (const { id, version: seen, updatedAt } of current) {
    present.add(id);
    if (store.versions.get(id) !== seen) changedIds.push(id);
    store.newest = Math.max(store.newest, new Date(updatedAt).getTime());
  }
  const removed = complete ? [...store.versions.keys()].filter((id) => !present.has(id)) : [];
  const changed: IndexedRow[] = [];
  for (let start = 0; start < changedIds.length; start += LOAD_BATCH) {
    const ids = changedIds.slice(start, start + LOAD_BATCH);
    changed.push(...((await database.db.select(indexedColumns).from(exercises).where(inArray(exercises.id, ids))) as IndexedRow[]));
  }
  let index = store.index!;
  if (changed.length + removed.length > Math.max(1_000, index.size * REBUILD_SHARE) || index.wasted > index.size / 3) {
    const replaced = new Map(changed.map((row) => [row.id, toIndexed(store.shared, row)]));
    const gone = new Set(removed);
    const next = new SearchIndex();
    const kept = [...index.entries()].filter(({ exercise }) => !gone.has(exercise.id) && !replaced.has(exercise.id));
    await indexAll(next, [...kept, ...replaced.values()].sort(indexOrder));
    next.compact();
    index = next;
  } else {
    for (const id of removed) index.remove(id);
    for (const row of changed) index.upsert(toIndexed(store.shared, row));
  }
  for (const id of removed) store.versions.delete(id);
  for (const row of changed) {
    store.versions.set(row.id, row.version);
    store.newest = Math.max(store.newest, new Date(row.updatedAt).getTime());
  }
  store.index = index;
  store.generation = generation;
  store.refreshedAt = Date.now();
}

function refresh(database: Database, store: Store, everything = false): Promise<void> {
  store.refreshing ??= applyChanges(database, store, everything).finally(() => {
    store.refreshing = null;
  });
  return store.refreshing;
}

/** Whether the search index of `database` has been built (by {@link searchIndexOf}); it is never unbuilt after. */
export function searchIndexBuilt(database: Database): boolean {
  return stores.get(database.db)?.index != null;
}

/**
 * How many exercises the search index of `database` holds and when it was last brought up to date (a load or a delta
 * read, ms since the epoch), for the metrics of docs/deployment.md#metrics; null before it is built.
 */
export function searchIndexStats(database: Database): { documents: number; refreshedAt: number } | null {
  const store = stores.get(database.db);
  return store?.index ? { documents: store.index.size, refreshedAt: store.refreshedAt } : null;
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
  if (Date.now() - store.refreshedAt > CATALOGUE_CACHE_TTL_MS && !store.refreshing)
    void refresh(database, store, true).catch(() => undefined);
  return store.index!;
}
