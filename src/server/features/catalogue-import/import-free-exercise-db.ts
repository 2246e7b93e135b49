import { readFile } from 'node:fs/promises';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { importedExerciseInputSchema } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { exercises, userFavorites, workoutExercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { renumberEntries } from '../../db/workout-entry-order';
import { notifyChange, type Tx } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';
import {
  FREE_EXERCISE_DB_SOURCE_PREFIX,
  type ImportedExercise,
  mapFreeExerciseDbRecord,
  planFreeExerciseDbMerge,
} from './free-exercise-db';
import { type SourcedExercise, upsertExercises } from './upsert-exercises';

/** A record the importer skipped, with the dataset id (or null) and why. */
export type SkippedRecord = { id: string | null; reason: string };

/**
 * What an import did (docs/product.md#catalogue): exercises `added`; records `merged` into an existing exercise of
 * another source (the same exercise by normalised name or alias, which keeps its words); exercises of an earlier import
 * `updated`; and every record `skipped`, with its id and reason.
 */
export type ImportSummary = { added: number; merged: number; updated: number; skipped: SkippedRecord[] };

export type ImportProgress = { phase: 'read' | 'write'; done: number; total: number };

/**
 * Reads a free-exercise-db `exercises.json` from a file path or an http(s) URL.
 *
 * @throws Error naming the source when it cannot be read or is not a JSON array.
 */
export async function readFreeExerciseDb(source: string): Promise<unknown[]> {
  let text: string;
  if (/^https?:\/\//i.test(source)) {
    const response = await fetch(source, { signal: AbortSignal.timeout(60_000) });
    if (!response.ok) throw new Error(`Could not download ${source}: HTTP ${response.status}`);
    text = await response.text();
  } else {
    text = await readFile(source, 'utf8');
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error(`${source} is not valid JSON`);
  }
  if (!Array.isArray(data)) throw new Error(`${source} is not a JSON array of exercises`);
  return data;
}

/**
 * Imports free-exercise-db records (docs/product.md#catalogue): maps each with {@link mapFreeExerciseDbRecord},
 * validates it against the catalogue's own input rules, skips (and reports by id) whatever fails, then applies
 * {@link planFreeExerciseDbMerge} against the exercises already there:
 * - a record of an earlier import updates its own row (by source id; never one an admin has edited);
 * - a record that is the same exercise as another source's (normalised name or alias, docs/product.md#one-entry-per-exercise)
 *   is merged into it: that exercise keeps its name and words and only gains what it lacks — its form steps, muscles,
 *   pattern, mechanic, goals and tags when it has none, and the dataset's name as an alias where ours changed its
 *   words (the record's name itself is the same words as the exercise's by the merge rule) —
 *   in one transaction, never into an exercise an admin has edited;
 * - two records that are one exercise: the first is imported, the others skipped;
 * - the rest are added, each with its source and licence.
 * Images are never imported.
 */
export async function importFreeExerciseDb(
  database: Database,
  records: unknown[],
  onProgress?: (progress: ImportProgress) => void,
): Promise<ImportSummary> {
  const skipped: SkippedRecord[] = [];
  const mapped: ImportedExercise[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const result = mapFreeExerciseDbRecord(record);
    if (!result.ok) {
      skipped.push({ id: result.id, reason: result.reason });
      continue;
    }
    const id = result.value.sourceId.slice(FREE_EXERCISE_DB_SOURCE_PREFIX.length);
    const checked = importedExerciseInputSchema.safeParse(result.value);
    if (!checked.success) {
      skipped.push({ id, reason: checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') });
      continue;
    }
    if (seen.has(result.value.sourceId)) {
      skipped.push({ id, reason: 'duplicate id in the source' });
      continue;
    }
    seen.add(result.value.sourceId);
    mapped.push({ ...result.value, ...checked.data } as ImportedExercise);
  }
  const existing = await database.db
    .select({
      sourceId: exercises.sourceId,
      exerciseName: exercises.exerciseName,
      aliases: exercises.aliases,
      difficultyLevel: exercises.difficultyLevel,
    })
    .from(exercises);
  const plan = planFreeExerciseDbMerge(existing, mapped);
  skipped.push(...plan.duplicates);

  const writes: SourcedExercise[] = [];
  const merges: Merge[] = [];
  for (const { exercise, mergeInto, absorb } of plan.items) {
    if (mergeInto === null || mergeInto === exercise.sourceId) writes.push(sourced(exercise));
    else merges.push({ into: mergeInto, exercise, absorb: absorb === true });
  }
  onProgress?.({ phase: 'write', done: 0, total: writes.length + merges.length });
  const counts = await upsertExercises(database, writes, (done) =>
    onProgress?.({ phase: 'write', done, total: writes.length + merges.length }),
  );
  const merged = await mergeInto(database, merges);
  onProgress?.({ phase: 'write', done: writes.length + merges.length, total: writes.length + merges.length });
  return { added: counts.imported, merged, updated: counts.updated, skipped };
}

/** An imported exercise as the catalogue writes it, with its source id. */
function sourced({ sourceId, sourceName: _, ...exercise }: ImportedExercise): SourcedExercise {
  return { sourceId, exercise };
}

/** A record to merge into the exercise with source id `into`; `absorb`: its own row of an earlier import folds in too. */
type Merge = { into: string; exercise: ImportedExercise; absorb: boolean };

/**
 * Merges records into the existing exercises they are the same as, filling only what each lacks (see
 * {@link importFreeExerciseDb}), all in one transaction; an exercise an admin has edited is left alone. A record whose
 * earlier import left a row of its own (`absorb`) has that row folded in by {@link foldInto}.
 *
 * @returns how many records were merged into an exercise.
 */
async function mergeInto(database: Database, merges: readonly Merge[]): Promise<number> {
  if (merges.length === 0) return 0;
  let merged = 0;
  try {
    await database.db.transaction(async (tx) => {
      for (const { into, exercise, absorb } of merges) {
        if (absorb && (await foldInto(tx, exercise.sourceId, into))) merged += 1;
        const alias = exercise.aliases[0];
        const rows = await tx
          .update(exercises)
          .set({
            formSteps: sql`case when cardinality(${exercises.formSteps}) = 0 then ${textArray(exercise.formSteps)} else ${exercises.formSteps} end`,
            primaryMuscles: sql`case when cardinality(${exercises.primaryMuscles}) = 0 then ${textArray(exercise.primaryMuscles)} else ${exercises.primaryMuscles} end`,
            secondaryMuscles: sql`case when cardinality(${exercises.primaryMuscles}) = 0 then ${textArray(exercise.secondaryMuscles)} else ${exercises.secondaryMuscles} end`,
            trainingGoals: sql`case when cardinality(${exercises.trainingGoals}) = 0 then ${textArray(exercise.trainingGoals)} else ${exercises.trainingGoals} end`,
            movementPattern: sql`coalesce(${exercises.movementPattern}, ${exercise.movementPattern})`,
            mechanic: sql`coalesce(${exercises.mechanic}, ${exercise.mechanic})`,
            tags: sql`coalesce(${exercises.tags}, ${textArray(exercise.tags ?? [])})`,
            // The dataset's own name where ours changed its words ('Gironda Sternum Chins'): still findable.
            ...(alias === undefined
              ? {}
              : {
                  aliases: sql`case when lower(${alias}) = lower(${exercises.exerciseName}) or lower(${alias}) = any(select lower(a) from unnest(${exercises.aliases}) a)
              then ${exercises.aliases} else array_append(${exercises.aliases}, ${alias}::text) end`,
                }),
          })
          .where(and(eq(exercises.sourceId, into), isNull(exercises.editedAt)))
          .returning({ id: exercises.id });
        if (!absorb) merged += rows.length > 0 ? 1 : 0;
      }
      await notifyChange(tx, 'catalogue');
    });
  } finally {
    invalidateCatalogueCache(database);
  }
  return merged;
}

/**
 * Folds the row of an earlier import (`fromSourceId`) into the exercise it turned out to be (`intoSourceId`,
 * docs/product.md#one-entry-per-exercise): members' favourites of it become favourites of the twin (kept once), its
 * workout entries point at the twin (an entry in a workout that already has the twin is dropped, since a workout
 * holds an exercise once, and that workout's order renumbered), and the row is deleted. Runs inside the caller's transaction. A row an admin has
 * edited is not the importer's to remove and stays.
 *
 * @returns whether a row was folded.
 */
async function foldInto(tx: Tx, fromSourceId: string, intoSourceId: string): Promise<boolean> {
  const rows = await tx
    .select({ id: exercises.id, sourceId: exercises.sourceId, editedAt: exercises.editedAt })
    .from(exercises)
    .where(inArray(exercises.sourceId, [fromSourceId, intoSourceId]));
  const from = rows.find((row) => row.sourceId === fromSourceId);
  const into = rows.find((row) => row.sourceId === intoSourceId);
  if (!from || !into || from.editedAt !== null) return false;
  await tx.execute(sql`insert into ${userFavorites} (user_id, exercise_id, created_at)
    select user_id, ${into.id}, created_at from ${userFavorites} where exercise_id = ${from.id}
    on conflict do nothing`);
  await tx.execute(sql`update ${workoutExercises} set exercise_id = ${into.id}
    where exercise_id = ${from.id} and not exists (
      select 1 from ${workoutExercises} twin where twin.workout_id = ${workoutExercises.workoutId} and twin.exercise_id = ${into.id})`);
  const dropped = await tx
    .delete(workoutExercises)
    .where(eq(workoutExercises.exerciseId, from.id))
    .returning({ workoutId: workoutExercises.workoutId });
  await tx.delete(exercises).where(eq(exercises.id, from.id));
  await renumberEntries(tx, [...new Set(dropped.map((row) => row.workoutId))]);
  return true;
}
