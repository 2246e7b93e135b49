import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Exercise } from '@/shared/schemas/exercise';
import { toExerciseSummary } from '@/shared/exercise-summary';
import {
  type ExerciseAutocomplete,
  type ExerciseList,
  type ExercisesQuery,
  type GymUnlock,
  AUTOCOMPLETE_MAX,
} from '@/shared/schemas/exercises-query';
import type { Alternatives } from '@/shared/schemas/alternatives';
import { ALTERNATIVES_MAX, LIBRARY_PAGE_SIZE } from '@/shared/limits';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { NotFound } from '../../lib/errors';
import { isUuid } from '../../lib/uuid';
import type { Viewer } from '../../auth/viewer';
import { exerciseColumns, toExercise } from './exercise-row';
import { type IndexQuery, requestKey } from './search/library-request';
import { searchIndexOf } from './search/search-index-store';
import { catalogueCache, catalogueGeneration } from '../catalogue-cache/catalogue-cache';

/**
 * The Exercise DTO's columns and the row → DTO mapping (./exercise-row.ts), handed on for other features' queries
 * (admin, favourites, workouts): this service is the exercises feature's face, the one module other features may
 * import (docs/architecture.md#import-rules).
 */
export { exerciseColumns, toExercise };

/**
 * The sample rule (docs/product.md#who-it-is-for, docs/product.md#roles-and-access) as SQL, for other features' queries:
 * viewers who cannot see the full catalogue (anonymous, members without an active subscription) see only `is_sample`
 * exercises. Undefined means no restriction.
 */
export function visibleTo(viewer: Viewer) {
  return viewer.canSeeFullCatalogue ? undefined : eq(exercises.isSample, true);
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
 * - `gymEquipment` (a gym's items, the route reads them for `query.gym`): only exercises each of whose required groups
 *   has an item among them or is Bodyweight (docs/product.md#my-gyms; optional equipment never excludes); with no result, `gymUnlock` names the one item that would
 *   find the most.
 *
 * @throws the database's error when the index cannot be loaded at all (a 503 through the error handler).
 */
export async function searchExercises(
  database: Database,
  viewer: Viewer,
  query: ExercisesQuery,
  gymEquipment: readonly string[] | null = null,
): Promise<ExerciseList> {
  const pages = catalogueCache<ExerciseList>(database, 'library-pages', { maxEntries: CACHED_PAGES_MAX });
  const availableEquipment = gymEquipment ? withBodyweight(gymEquipment) : undefined;
  const { gym: _gym, ...asked } = query;
  // The gym enters as its equipment, so an edited gym is never answered from a page of its old equipment.
  const request: IndexQuery = { ...asked, availableEquipment, pageSize: LIBRARY_PAGE_SIZE, samplesOnly: !viewer.canSeeFullCatalogue };
  const key = requestKey(request);
  const hit = pages.get(key);
  if (hit) return hit;
  // The generation before the index is brought up to date: an answer is kept only if no write came after it.
  const generation = catalogueGeneration(database);
  const index = await searchIndexOf(database);
  const result = index.search(request);
  const gymUnlock = availableEquipment && result.total === 0 ? bestUnlock(index, request) : null;
  const answer: ExerciseList = {
    ...result,
    items: result.items.map(toExerciseSummary),
    page: query.page,
    pageSize: LIBRARY_PAGE_SIZE,
    sampleOnly: !viewer.canSeeFullCatalogue,
    gymUnlock,
  };
  pages.set(key, answer, generation);
  return answer;
}

/**
 * The equipment item that, added to a gym, finds the most for a request that found nothing in it (docs/product.md#my-gyms),
 * and how many it finds; null when no single item finds any. Only items of the taxonomy count (the index's
 * SearchIndex.unlocks: one match without the gym); ties go to the item first in taxonomy order.
 */
function bestUnlock(index: Awaited<ReturnType<typeof searchIndexOf>>, request: IndexQuery): GymUnlock | null {
  const counts = index.unlocks(request);
  let best: GymUnlock | null = null;
  for (const item of EQUIPMENT_NAMES) {
    const total = counts.get(item) ?? 0;
    if (total > 0 && (!best || total > best.total)) best = { equipment: item, total };
  }
  return best;
}

/**
 * How many exercises `viewer` can see that a gym with `equipment` makes possible (docs/product.md#my-gyms): each
 * group of items an exercise requires has one in the list, or is Bodyweight (always there); optional items do not count. Answered by the search index, so it costs one
 * pass over a cached filter bitset.
 */
export async function countExercisesPossibleWith(database: Database, viewer: Viewer, equipment: readonly string[]): Promise<number> {
  const index = await searchIndexOf(database);
  const { total } = index.search({
    q: '',
    equipment: [],
    difficulty: [],
    muscle: [],
    goal: [],
    availableEquipment: withBodyweight(equipment),
    dir: 'asc',
    page: 1,
    pageSize: 0,
    exact: false,
    samplesOnly: !viewer.canSeeFullCatalogue,
  });
  return total;
}

/** A gym's equipment as the index's `availableEquipment`: Bodyweight is always available (docs/product.md#my-gyms). */
export function withBodyweight(equipment: readonly string[]): string[] {
  return equipment.includes('Bodyweight') ? [...equipment] : [...equipment, 'Bodyweight'];
}

/** Most library pages kept for repeats (a page of 12 summaries is a few KB of objects: a few MB at most). */
export const CACHED_PAGES_MAX = 500;

/**
 * As-you-type autocomplete for the library's search box (docs/product.md#search): the {@link AUTOCOMPLETE_MAX}
 * best-ranked exercises `viewer` can see for the text typed so far, ignoring filters; none for empty text.
 */
export async function autocompleteExercises(database: Database, viewer: Viewer, q: string): Promise<ExerciseAutocomplete> {
  if (q.trim() === '') return { items: [], correctedQuery: null };
  const index = await searchIndexOf(database);
  const { items, correctedQuery } = index.autocomplete(q, !viewer.canSeeFullCatalogue, AUTOCOMPLETE_MAX);
  return { items: items.map(({ id, exerciseName, equipmentType }) => ({ id, exerciseName, equipmentType })), correctedQuery };
}

/**
 * The alternatives to the exercise `id` (docs/product.md#alternatives): up to {@link ALTERNATIVES_MAX} exercises
 * `viewer` can see that train the same thing, best first, each with its reason — ranked by this instance's search
 * index (search/alternatives.ts). With `gymEquipment` (a gym's items, the route reads them for `gym`) only those the gym
 * makes possible, body-weight ones always. `moreWithSubscription`: the viewer sees only samples and the full catalogue
 * holds alternatives beyond them; which ones is never told.
 *
 * @throws NotFound ('Exercise not found.') when `id` is not a uuid, is not in the catalogue, or is not visible to
 *   `viewer` (docs/product.md#roles-and-access), exactly as {@link getExercise}.
 */
export async function findAlternatives(
  database: Database,
  viewer: Viewer,
  id: string,
  gymEquipment: readonly string[] | null = null,
): Promise<Alternatives> {
  if (!isUuid(id)) throw new NotFound('Exercise not found.');
  const index = await searchIndexOf(database);
  const samplesOnly = !viewer.canSeeFullCatalogue;
  const found = index.alternatives(id.toLowerCase(), {
    samplesOnly,
    availableEquipment: gymEquipment ? withBodyweight(gymEquipment) : undefined,
    limit: ALTERNATIVES_MAX,
  });
  if (!found) throw new NotFound('Exercise not found.');
  return {
    items: found.items.map(({ exercise, reason }) => ({ exercise: toExerciseSummary(exercise), reason })),
    moreWithSubscription: samplesOnly && found.hidden > 0,
  };
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
 * item of the taxonomy (docs/product.md#equipment-taxonomy) some visible exercise requires or names as optional, a
 * probe of the GIN indexes on `equipment` and `optional_equipment` each (docs/decisions/0025).
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
      or exists (select 1 from ${exercises} where ${exercises.optionalEquipment} @> array[item] and ${visible})
    order by value`);
  return rows.map((row) => row.value);
}
