import { and, eq, inArray, or } from 'drizzle-orm';
import type { WorkoutEntryInput } from '@/shared/schemas/workouts';
import type { Db } from '../../db/client';
import { exercises, workoutExercises } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import type { SignedInViewer } from '../../auth/viewer';
import { visibleTo } from '../exercises/exercises.service';

/**
 * Checks that the viewer may put every exercise of `exerciseIds` in a workout, and locks those exercise rows (FOR KEY
 * SHARE) until the transaction ends, so an exercise deleted concurrently cannot slip between this check and the insert.
 *
 * The rule (docs/product.md#roles-and-access): a non-subscriber may add only sample exercises. Exercises already in the workout
 * being edited (`alreadyInWorkout`) may stay even when the viewer can no longer see them — keeping an entry is not
 * adding one, and a member whose subscription ended can still rename or reorder their workout.
 *
 * @throws NotFound ('Exercise not found.') when any id is missing or not visible; missing and invisible look the same.
 */
export async function assertExercisesAddable(
  tx: Db,
  viewer: SignedInViewer,
  exerciseIds: readonly string[],
  alreadyInWorkout: readonly string[] = [],
): Promise<void> {
  const wanted = [...new Set(exerciseIds)];
  if (wanted.length === 0) return;
  const visible = visibleTo(viewer);
  const allowed = visible && alreadyInWorkout.length > 0 ? or(visible, inArray(exercises.id, [...alreadyInWorkout])) : visible;
  const found = await tx
    .select({ id: exercises.id })
    .from(exercises)
    .where(and(inArray(exercises.id, wanted), allowed))
    .for('key share');
  if (found.length !== wanted.length) throw new NotFound('Exercise not found.');
}

/**
 * Inserts the entries of `workoutId` in array order with order_index 0..n-1 (docs/product.md#workout "order_index (starts at 0)",
 * docs/product.md#workout-builder). Values arrive normalised by `workoutInputSchema` (sets 1–20, reps and notes trimmed text, the planned weight a number with its unit, or bodyweight).
 */
export async function insertEntries(tx: Db, workoutId: string, entries: readonly WorkoutEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(workoutExercises).values(
    entries.map((entry, orderIndex) => ({
      workoutId,
      exerciseId: entry.exerciseId,
      sets: entry.sets,
      reps: entry.reps,
      weight: entry.weight,
      weightUnit: entry.weightUnit,
      bodyweight: entry.bodyweight,
      notes: entry.notes,
      orderIndex,
    })),
  );
}

/** The exercise ids currently in `workoutId` (the entries an edit may keep whatever their visibility). */
export async function exerciseIdsOf(tx: Db, workoutId: string): Promise<string[]> {
  const rows = await tx.select({ id: workoutExercises.exerciseId }).from(workoutExercises).where(eq(workoutExercises.workoutId, workoutId));
  return rows.map((row) => row.id);
}
