import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Exercise } from '@/shared/schemas/exercise';
import { toExerciseSummary } from '@/shared/exercise-summary';
import { type ExerciseList, type ExerciseSuggestions, type ExercisesQuery, SUGGESTIONS_MAX } from '@/shared/schemas/exercises-query';
import { LIBRARY_PAGE_SIZE } from '@/shared/limits';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { NotFound } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import { exerciseColumns, toExercise } from './exercise-row';
import { searchIndexOf } from './search/search-index-store';
import { catalogueCache, catalogueGeneration } from '../catalogue-cache/catalogue-cache';

/** The Exercise DTO's columns, the row → DTO mapping and the sample rule, for other features' queries (favourites). */
export { exerciseColumns, toExercise };

/**
 * The sample rule (docs/product.md#who-it-is-for, docs/product.md#roles-and-access) as SQL, for other features' queries:
 * viewers who cannot see the full catalogue (anonymous, members without an active subscription) see only `is_sample`
 * exercises. Undefined means no restriction.
 */
export function visibleTo(viewer: Viewer) {
  return viewer.canSeeFullCatalogue ? undefined : eq(exercises.isSample, true);
}

/** True for the textual form of a uuid; anything else cannot name an exercise (a 404, never a database error). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * One library page (docs/product.md#library, docs/product.md#limits, docs/product.md#search), answered by this
 * instance's in-memory search index (search/search-index.ts, kept current by search/search-index-store.ts; decision
 * 0020): the sample rule, the filters, the search, the order, the page of {@link LIBRARY_PAGE_SIZE} and the exact
 * total. A page asked again is answered from a small cache of pages per visibility class until the next catalogue
 * write or 30 s (catalogue-cache.ts): typing makes new queries, but paging back and forth and many members opening the
 * library's first page repeat them.
 *
 * - Items are summaries (toExerciseSummary: what a card shows), so a page is a third of the bytes to serialise and to
 *   send; the details dialog reads the whole exercise with getExercise (docs/architecture.md#list-payload).
 * - Visibility: viewers without the full catalogue get only sample exercises; `sampleOnly` tells them.
 * - Order: an explicit `sort` wins; otherwise relevance when searching, else name ascending (docs/product.md#limits).
 * - A page past the end has no items but the right total.
 * - `correctedQuery`, `matchedTerms` and `relaxations`: see exerciseListSchema.
 *
 * @throws the database's error when the index cannot be loaded at all (a 503 through the error handler).
 */
export async function searchExercises(database: Database, viewer: Viewer, query: ExercisesQuery): Promise<ExerciseList> {
  const pages = catalogueCache<ExerciseList>(database, 'library-pages', { maxEntries: CACHED_PAGES_MAX });
  const key = pageKey(viewer, query);
  const hit = pages.get(key);
  if (hit) return hit;
  // The generation before the index is brought up to date: an answer is kept only if no write came after it.
  const generation = catalogueGeneration(database);
  const index = await searchIndexOf(database);
  const result = index.search({ ...query, pageSize: LIBRARY_PAGE_SIZE, samplesOnly: !viewer.canSeeFullCatalogue });
  const answer: ExerciseList = { ...result, items: result.items.map(toExerciseSummary), page: query.page, pageSize: LIBRARY_PAGE_SIZE, sampleOnly: !viewer.canSeeFullCatalogue };
  pages.set(key, answer, generation);
  return answer;
}

/** Most library pages kept for repeats (a page of 12 summaries is a few KB of objects: a few MB at most). */
export const CACHED_PAGES_MAX = 500;

/**
 * The key of a library page: the viewer's visibility class (never who they are), the search as the index reads it
 * (lowercase, spaces collapsed), the filters' values sorted, the order, the page and `exact`.
 */
function pageKey(viewer: Viewer, query: ExercisesQuery): string {
  const sorted = (values: readonly string[]) => [...new Set(values)].sort();
  return JSON.stringify([
    viewer.canSeeFullCatalogue ? 'full' : 'samples',
    query.q.trim().toLowerCase().replace(/\s+/g, ' '),
    sorted(query.equipment),
    sorted(query.difficulty),
    sorted(query.muscle),
    sorted(query.goal),
    query.sort ?? '',
    query.sort ? query.dir : '',
    query.page,
    query.exact,
  ]);
}

/**
 * As-you-type suggestions for the library's search box (docs/product.md#search): the {@link SUGGESTIONS_MAX}
 * best-ranked exercises `viewer` can see for the text typed so far, ignoring filters; none for empty text.
 */
export async function suggestExercises(database: Database, viewer: Viewer, q: string): Promise<ExerciseSuggestions> {
  if (q.trim() === '') return { items: [], correctedQuery: null };
  const index = await searchIndexOf(database);
  const { items, correctedQuery } = index.autocomplete(q, !viewer.canSeeFullCatalogue, SUGGESTIONS_MAX);
  return { items: items.map(({ id, exerciseName, equipmentType }) => ({ id, exerciseName, equipmentType })), correctedQuery };
}

/**
 * One exercise for the details dialog (docs/product.md#screens). Invisible to this viewer (a non-sample one for a non-subscriber) is
 * indistinguishable from missing (docs/product.md#roles-and-access).
 *
 * @throws NotFound when `id` is not a uuid, does not exist, or is not visible to `viewer`.
 */
export async function getExercise(database: Database, viewer: Viewer, id: string): Promise<Exercise> {
  if (!isUuid(id)) throw new NotFound('Exercise not found.');
  const [row] = await database.db
    .select(exerciseColumns)
    .from(exercises)
    .where(and(eq(exercises.id, id), visibleTo(viewer)))
    .limit(1);
  if (!row) throw new NotFound('Exercise not found.');
  return toExercise(row);
}

/**
 * The exercises named by `ids` that `viewer` may see, in the order asked (the comparison tool's `?ids=` selection,
 * docs/decisions/0007-comparison-selection-in-the-url.md). Ids that are unknown, invisible (docs/product.md#roles-and-access) or not uuids are dropped silently, so a shared link never
 * reveals what it names; a repeated id is answered once, at its first position.
 */
export async function getExercisesByIds(database: Database, viewer: Viewer, ids: readonly string[]): Promise<Exercise[]> {
  const wanted = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await database.db
    .select(exerciseColumns)
    .from(exercises)
    .where(and(inArray(exercises.id, wanted), visibleTo(viewer)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toExercise(row)] : [];
  });
}

/**
 * The equipment items the exercises `viewer` can see use, sorted (docs/product.md#api; the library's filter): every
 * primary equipment, read as a loose index scan over `exercises_equipment_idx` — one index probe per distinct value —
 * because a plain DISTINCT reads every row (at 100,000 exercises: < 1 ms instead of 5–250 ms on PostgreSQL 15); and every
 * item of the taxonomy (docs/product.md#equipment-taxonomy) some visible exercise requires, one probe of the GIN index
 * on `equipment` each.
 */
export async function listEquipment(database: Database, viewer: Viewer): Promise<string[]> {
  const visible = visibleTo(viewer) ?? sql`true`;
  const rows = await database.rows<{ value: string }>(sql`
    with recursive equipment(value) as (
      (select min(${exercises.equipmentType}) from ${exercises} where ${visible})
      union all
      select (select min(${exercises.equipmentType}) from ${exercises} where ${visible} and ${exercises.equipmentType} > equipment.value)
      from equipment where equipment.value is not null
    )
    select value from equipment where value is not null
    union
    select item from unnest(${textArray(EQUIPMENT_NAMES)}) as item
    where exists (select 1 from ${exercises} where ${exercises.equipment} @> array[item] and ${visible})
    order by value`);
  return rows.map((row) => row.value);
}
