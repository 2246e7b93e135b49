import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { ExerciseList } from '@/shared/schemas/exercises-query';
import { exercises } from '../../db/schema';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import { type ImportedExercise, mapFreeExerciseDbRecord } from '../catalogue-import/free-exercise-db';
import { importFreeExerciseDb, readFreeExerciseDb } from '../catalogue-import/import-free-exercise-db';
import type { TestClient, TestContext } from '../../test/test-app';

/**
 * Helpers for the library's API tests (not a test file): the real catalogue (../shared/data/free-exercise-db, the one
 * the e2e tests import too), sample marking, and list requests with repeated parameters.
 */

/** The free-exercise-db catalogue beside the repository (ARCHITECTURE.md: `data/free-exercise-db/`). */
export const FREE_EXERCISE_DB_FILE = fileURLToPath(
  new URL('../../../../../shared/data/free-exercise-db/exercises.json', import.meta.url),
);

/**
 * Imports the real catalogue into the context's database and returns the same records as the importer maps them, so
 * tests can compute what the API must answer independently of the SQL.
 */
export async function loadRealCatalogue(ctx: TestContext): Promise<ImportedExercise[]> {
  const records = await readFreeExerciseDb(FREE_EXERCISE_DB_FILE);
  const summary = await importFreeExerciseDb(ctx.database, records);
  if (summary.imported === 0) throw new Error('the real catalogue imported nothing');
  return records.flatMap((record) => {
    const mapped = mapFreeExerciseDbRecord(record);
    return mapped.ok ? [mapped.value] : [];
  });
}

/**
 * Flags the exercises named `names` as samples (an admin's choice, spec §4), straight in the database, then invalidates
 * the catalogue caches as every catalogue writer must (decision 0005).
 */
export async function markSamples(ctx: TestContext, names: string[]): Promise<void> {
  await ctx.db.update(exercises).set({ isSample: true }).where(inArray(exercises.exerciseName, names));
  invalidateCatalogueCache(ctx.database);
}

/** List parameters as the web client sends them; arrays become repeated parameters. */
export type ListParams = Record<string, string | number | string[] | undefined>;

export function listUrl(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `/api/exercises?${text}` : '/api/exercises';
}

/** GET /api/exercises; fails the test unless the answer is 200. */
export async function list(client: TestClient, params: ListParams = {}): Promise<ExerciseList> {
  const response = await client.request(listUrl(params));
  if (response.status !== 200) throw new Error(`GET ${listUrl(params)} → ${response.status} ${await response.text()}`);
  return (await response.json()) as ExerciseList;
}

/** Every page of a list, in order (at most `maxPages`, to keep a broken pager from looping). */
export async function listAll(client: TestClient, params: ListParams = {}, maxPages = 80): Promise<ExerciseList['items']> {
  const items: ExerciseList['items'] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const body = await list(client, { ...params, page });
    items.push(...body.items);
    if (items.length >= body.total || body.items.length === 0) break;
  }
  return items;
}

/** The five searchable fields of spec §9 of an imported record, lowercase. */
export function searchableFields(exercise: ImportedExercise): string[] {
  return [exercise.exerciseName, exercise.equipmentType, exercise.targetMuscleGroups, exercise.description, ...exercise.tags].map(
    (field) => field.toLowerCase(),
  );
}
