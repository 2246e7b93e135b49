import { readFile } from 'node:fs/promises';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { importedExerciseInputSchema } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { textArray } from '../../db/sql-arrays';
import { notifyChange } from '../../realtime/change-notify';
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
 *   pattern, mechanic, goals and tags when it has none, and the record's name as an alias —
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
    .select({ sourceId: exercises.sourceId, exerciseName: exercises.exerciseName, aliases: exercises.aliases })
    .from(exercises);
  const plan = planFreeExerciseDbMerge(existing, mapped);
  skipped.push(...plan.duplicates);

  const writes: SourcedExercise[] = [];
  const merges: Array<{ into: string; exercise: ImportedExercise }> = [];
  for (const { exercise, mergeInto } of plan.items) {
    if (mergeInto === null || mergeInto === exercise.sourceId) writes.push(sourced(exercise));
    else merges.push({ into: mergeInto, exercise });
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

/**
 * Merges records into the existing exercises they are the same as, filling only what each lacks (see
 * {@link importFreeExerciseDb}), all in one transaction; an exercise an admin has edited is left alone.
 *
 * @returns how many records were merged into an exercise.
 */
async function mergeInto(database: Database, merges: ReadonlyArray<{ into: string; exercise: ImportedExercise }>): Promise<number> {
  if (merges.length === 0) return 0;
  let merged = 0;
  try {
    await database.db.transaction(async (tx) => {
      for (const { into, exercise } of merges) {
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
            aliases: sql`case when lower(${exercise.exerciseName}) = lower(${exercises.exerciseName}) or lower(${exercise.exerciseName}) = any(select lower(a) from unnest(${exercises.aliases}) a)
              then ${exercises.aliases} else array_append(${exercises.aliases}, ${exercise.exerciseName}::text) end`,
          })
          .where(and(eq(exercises.sourceId, into), isNull(exercises.editedAt)))
          .returning({ id: exercises.id });
        merged += rows.length > 0 ? 1 : 0;
      }
      await notifyChange(tx, 'catalogue');
    });
  } finally {
    invalidateCatalogueCache(database);
  }
  return merged;
}
