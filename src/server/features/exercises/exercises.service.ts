import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Exercise } from '@/shared/schemas/exercise';
import type { ExerciseList, ExercisesQuery } from '@/shared/schemas/exercises-query';
import { LIBRARY_PAGE_SIZE } from '@/shared/limits';
import { EQUIPMENT_NAMES } from '@/shared/catalogue/equipment-taxonomy';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { NotFound } from '../../http/errors';
import type { Viewer } from '../../auth/viewer';
import {
  chosenOrder,
  type CorrectedWord,
  filterConditions,
  relevanceOrder,
  searchCondition,
  visibleTo,
} from './exercise-search-sql';
import { countRows, difficultyPageRows, exerciseColumns, pageRows } from './exercise-page-query';
import { cachedSearch } from './search-cache';
import { parseSearch, type SearchWord } from './search-terms';
import { searchVocabulary } from './search-vocabulary';
import { toVocabulary, typoCorrections } from './typo-corrections';

/** The Exercise DTO's columns and the sample rule, for other features' queries (favourites). */
export { exerciseColumns, visibleTo };

type ExerciseRecord = Omit<Exercise, 'createdAt' | 'sourceName'> & { createdAt: Date; sourceId: string | null };

/**
 * A selected row → the Exercise DTO the API returns: ISO `createdAt`; `sourceName` is the part of `source_id` before
 * its first ':' ('equipped', 'free-exercise-db'), null for an exercise written in the app (docs/product.md#credits).
 */
export function toExercise({ sourceId, ...row }: ExerciseRecord): Exercise {
  const sourceName = sourceId?.includes(':') ? sourceId.slice(0, sourceId.indexOf(':')) : null;
  return { ...row, sourceName, createdAt: new Date(row.createdAt).toISOString() };
}

/** True for the textual form of a uuid; anything else cannot name an exercise (a 404, never a database error). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/**
 * One library page (docs/product.md#library, docs/product.md#limits; docs/product.md#search), computed in the database: filters, search, order and
 * paging, then the page's rows joined back for their columns, with the total of matching rows. Answers are cached per
 * visibility class and normalised query until the catalogue changes or 30 s pass (search-cache.ts, decision 0005).
 *
 * - Visibility: viewers without the full catalogue get only `is_sample` rows (docs/product.md#roles-and-access); `sampleOnly` tells them.
 * - Search (`q`): see exercise-search-sql.ts; typo corrections come from the cached vocabulary.
 * - Order: an explicit `sort` wins; otherwise relevance when searching, else name ascending (docs/product.md#limits).
 * - Paging: {@link LIBRARY_PAGE_SIZE} per page; a page past the end has no items but the right total.
 */
export function searchExercises(database: Database, viewer: Viewer, query: ExercisesQuery): Promise<ExerciseList> {
  return cachedSearch(database, viewer, query, (knownTotal) => runSearch(database, viewer, query, knownTotal));
}

async function runSearch(database: Database, viewer: Viewer, query: ExercisesQuery, knownTotal: number | undefined): Promise<ExerciseList> {
  const terms = parseSearch(query.q);
  const words = terms ? await correctedWords(database, terms.words) : [];
  const where = and(visibleTo(viewer), ...filterConditions(query), terms ? searchCondition(terms, words) : undefined);
  const offset = (query.page - 1) * LIBRARY_PAGE_SIZE;
  const base = { total: 0, page: query.page, pageSize: LIBRARY_PAGE_SIZE, sampleOnly: !viewer.canSeeFullCatalogue } as const;

  if (terms) {
    const order = query.sort ? chosenOrder(query.sort, query.dir) : relevanceOrder(terms, words);
    // A search reads every matching row anyway (to order by relevance), so the total comes from the same scan.
    const rows = await pageRows(database, where, order, offset, true);
    const total = rows[0]?.total ?? knownTotal ?? (query.page > 1 ? await countRows(database, where) : 0);
    return { ...base, items: rows.map(({ total: _, ...row }) => toExercise(row)), total: Number(total) };
  }
  // Browsing walks the name index for one page; counting separately keeps that plan (a window count would not). A
  // total cached by an earlier page of the same browse spares the count.
  const order = chosenOrder(query.sort ?? 'name', query.sort ? query.dir : 'asc');
  const page =
    query.sort === 'difficulty' ? difficultyPageRows(database, where, query.dir, offset) : pageRows(database, where, order, offset, false);
  const [rows, total] = await Promise.all([page, knownTotal ?? countRows(database, where)]);
  return { ...base, items: rows.map(({ total: _, ...row }) => toExercise(row)), total };
}

/** The search words with their typo corrections; without a vocabulary (its load failed) there are none. */
async function correctedWords(database: Database, words: SearchWord[]): Promise<CorrectedWord[]> {
  const vocabulary = await searchVocabulary(database).catch(() => toVocabulary([]));
  return words.map((word) => ({ ...word, corrections: typoCorrections(word.compactForms, vocabulary) }));
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
