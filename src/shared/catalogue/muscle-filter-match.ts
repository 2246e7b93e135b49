import type { MuscleFilterValue } from './muscle-filter';
import { isMuscleGroupName, matchesMuscleGroup } from './muscles';
import { musclesWorked, type MuscleSource } from './muscles-worked';

/**
 * Whether an exercise passes one value of the Muscle filter (docs/product.md#library): a group as the brief matches it
 * (a word of the group inside the target muscles text, {@link matchesMuscleGroup}); a single muscle when it is one of
 * the exercise's primary muscles ({@link musclesWorked}: the recorded list, else the first term of the text) — an
 * exercise that trains it, not one that only braces it, so 'Abs' finds crunches and not every squat.
 */
export function matchesMuscleFilter(exercise: MuscleSource, value: MuscleFilterValue): boolean {
  if (isMuscleGroupName(value)) return matchesMuscleGroup(exercise.targetMuscleGroups, value);
  return musclesWorked(exercise).primary.includes(value);
}

/** The filter with several values: any of them (docs/product.md#search); none chosen lets everything pass. */
export function matchesAnyMuscleFilter(exercise: MuscleSource, values: readonly MuscleFilterValue[]): boolean {
  return values.length === 0 || values.some((value) => matchesMuscleFilter(exercise, value));
}
