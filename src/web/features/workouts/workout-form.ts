import type { z } from 'zod';
import type { ExerciseSummary } from '@/shared/schemas/exercise';
import { normalizeSets, type WorkoutDetail, type workoutInputSchema } from '@/shared/schemas/workouts';

/** The builder form's values: the shape workoutInputSchema reads (react-hook-form + zodResolver, docs/architecture.md#schemas). */
export type WorkoutFormValues = z.input<typeof workoutInputSchema>;
export type WorkoutFormEntry = WorkoutFormValues['entries'][number];

/**
 * What the builder knows of each entry's exercise, by exercise id: the exercise, or null when the entry is locked (the
 * member may no longer see it, docs/product.md#workout-builder). Kept beside the form, not in it: the API takes only the ids.
 */
export type EntryExercises = Readonly<Record<string, ExerciseSummary | null>>;

export const EMPTY_WORKOUT_FORM: WorkoutFormValues = { name: '', description: '', entries: [] };

/** The builder's starting values for a saved workout (edit mode): its entries in their saved order (order_index). */
export function toFormValues(workout: WorkoutDetail): WorkoutFormValues {
  const entries = [...workout.entries].sort((a, b) => a.orderIndex - b.orderIndex);
  return {
    name: workout.name,
    description: workout.description,
    entries: entries.map((entry) => ({
      exerciseId: entry.exerciseId,
      sets: normalizeSets(entry.sets),
      reps: entry.reps,
      weight: entry.weight,
      weightUnit: entry.weightUnit,
      bodyweight: entry.bodyweight,
      notes: entry.notes,
    })),
  };
}

/** The exercises of a saved workout's entries by id; a locked entry maps to null. */
export function toEntryExercises(workout: WorkoutDetail): EntryExercises {
  return Object.fromEntries(workout.entries.map((entry) => [entry.exerciseId, entry.locked ? null : entry.exercise]));
}

/** True when `exerciseId` is already an entry (docs/product.md#validation: no duplicate exercise, 'Already Added'). */
export function hasEntry(entries: readonly Pick<WorkoutFormEntry, 'exerciseId'>[], exerciseId: string): boolean {
  return entries.some((entry) => entry.exerciseId === exerciseId);
}

/** The name an entry is shown and announced by: the exercise's name, or 'Locked exercise'. */
export function entryName(exercise: ExerciseSummary | null | undefined, lockedName: string): string {
  return exercise ? exercise.exerciseName : lockedName;
}
