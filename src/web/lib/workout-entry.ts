import { DEFAULT_REPS, DEFAULT_SETS } from '@/shared/limits';
import type { WorkoutEntryInput } from '@/shared/schemas/workouts';

/**
 * A new entry for `exerciseId` with the defaults of docs/product.md#workout-builder: 3 sets, reps '10', no planned weight
 * (kg until one is typed) and no notes. The builder's Add Exercise and the library's Add to workout (docs/product.md#add-to-workout) both start here.
 */
export function newEntry(exerciseId: string): WorkoutEntryInput {
  return { exerciseId, sets: DEFAULT_SETS, reps: DEFAULT_REPS, weight: null, weightUnit: 'kg', bodyweight: false, notes: '' };
}
