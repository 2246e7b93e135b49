import { isNull, sql } from 'drizzle-orm';
import { equipmentNeeds } from '@/shared/catalogue/required-equipment';
import type { Exercise, ExerciseInput } from '@/shared/schemas/exercise';
import type { Database } from '../../db/client';
import { exercises } from '../../db/schema';
import { notifyChangeNow } from '../../realtime/change-notify';
import { invalidateCatalogueCache } from '../catalogue-cache/catalogue-cache';

/**
 * The curated model's fields of an exercise (docs/product.md#curated-catalogue), as a writer of the catalogue gives
 * them: each may be left out (stored empty or null). The equipment is made whole by equipmentNeeds
 * (src/shared/catalogue/required-equipment.ts): groups as given, or each item of `equipment` as a group, or else the
 * primary equipment alone; `equipment` is then every required item.
 */
export type CuratedModelContent = Partial<
  Pick<
    Exercise,
    | 'aliases'
    | 'equipment'
    | 'requiredEquipment'
    | 'optionalEquipment'
    | 'primaryMuscles'
    | 'secondaryMuscles'
    | 'movementPattern'
    | 'mechanic'
    | 'trainingGoals'
    | 'formSteps'
    | 'sourceLicence'
  >
>;

/**
 * One exercise to write, identified by where it came from ('equipped:<slug>', 'free-exercise-db:<id>'), with its search
 * popularity (POPULARITY in curated-exercise.ts; 0 when absent).
 */
export type SourcedExercise = { sourceId: string; popularity?: number; exercise: ExerciseInput & CuratedModelContent };

/** The row values of a sourced exercise: the curated fields it lacks empty, its equipment whole (at least its primary). */
function rowOf({ sourceId, popularity, exercise }: SourcedExercise) {
  return {
    sourceId,
    popularity: popularity ?? 0,
    ...exercise,
    aliases: exercise.aliases ?? [],
    ...equipmentNeeds(exercise),
    primaryMuscles: exercise.primaryMuscles ?? [],
    secondaryMuscles: exercise.secondaryMuscles ?? [],
    movementPattern: exercise.movementPattern ?? null,
    mechanic: exercise.mechanic ?? null,
    trainingGoals: exercise.trainingGoals ?? [],
    formSteps: exercise.formSteps ?? [],
    sourceLicence: exercise.sourceLicence ?? null,
  };
}

export type UpsertCounts = { imported: number; updated: number };

const BATCH_SIZE = 250;

/**
 * Inserts or updates `items` by `source_id` (docs/product.md#catalogue: a re-import updates and never duplicates). Each batch is one
 * statement, so a batch is written whole or not at all. `is_sample` is set only on insert: an admin's later choice to
 * mark or unmark a sample survives re-imports. A row an admin has edited (`edited_at` set) is left as it is
 * (docs/product.md#curated-catalogue) and counted neither as imported nor as updated. Runs `ANALYZE` afterwards (docs/architecture.md#database: PGlite has no autovacuum
 * and the planner needs statistics for the trigram indexes). Invalidates the catalogue caches (decision 0005) once the
 * writes are done, also after a failed batch, since the batches before it are committed — here at once, and on every
 * other server instance of the same database through NOTIFY 'catalogue' (so an import run by the CLI or another
 * instance is seen by running servers at once, not after the cache's 30 s).
 *
 * @param onProgress called after each batch with the number of items written so far.
 * @returns how many rows were inserted and how many updated.
 */
export async function upsertExercises(
  database: Database,
  items: SourcedExercise[],
  onProgress?: (done: number) => void,
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { imported: 0, updated: 0 };
  try {
    for (let start = 0; start < items.length; start += BATCH_SIZE) {
      const batch = items.slice(start, start + BATCH_SIZE);
      const rows = await database.db
        .insert(exercises)
        .values(batch.map(rowOf))
        .onConflictDoUpdate({
          target: exercises.sourceId,
          set: {
            exerciseName: sql`excluded.exercise_name`,
            equipmentType: sql`excluded.equipment_type`,
            targetMuscleGroups: sql`excluded.target_muscle_groups`,
            description: sql`excluded.description`,
            difficultyLevel: sql`excluded.difficulty_level`,
            pros: sql`excluded.pros`,
            cons: sql`excluded.cons`,
            tags: sql`excluded.tags`,
            videoUrl: sql`excluded.video_url`,
            aliases: sql`excluded.aliases`,
            equipment: sql`excluded.equipment`,
            requiredEquipment: sql`excluded.required_equipment`,
            optionalEquipment: sql`excluded.optional_equipment`,
            primaryMuscles: sql`excluded.primary_muscles`,
            secondaryMuscles: sql`excluded.secondary_muscles`,
            movementPattern: sql`excluded.movement_pattern`,
            mechanic: sql`excluded.mechanic`,
            trainingGoals: sql`excluded.training_goals`,
            formSteps: sql`excluded.form_steps`,
            sourceLicence: sql`excluded.source_licence`,
            popularity: sql`excluded.popularity`,
            updatedAt: sql`now()`,
          },
          setWhere: isNull(exercises.editedAt),
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      for (const row of rows) {
        if (row.inserted) counts.imported += 1;
        else counts.updated += 1;
      }
      onProgress?.(Math.min(start + batch.length, items.length));
    }
  } finally {
    invalidateCatalogueCache(database);
    await notifyChangeNow(database, 'catalogue');
  }
  await database.rows(database.kind === 'pglite' ? sql`VACUUM ANALYZE exercises` : sql`ANALYZE exercises`);
  return counts;
}

/** True when the catalogue has no exercise at all (start-up seeds only an empty catalogue, docs/decisions/0003-first-start-data.md). */
export async function catalogueIsEmpty(database: Database): Promise<boolean> {
  const [row] = await database.rows<{ present: boolean }>(sql`select exists(select 1 from exercises) as present`);
  return !row?.present;
}
