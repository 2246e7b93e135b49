import type { Exercise } from '@/shared/schemas/exercise';

/**
 * True when every word of `query` appears, case-insensitively, in the exercise's name, equipment or target muscles
 * (docs/product.md#workout-builder: "search by name, equipment and muscles"). Used on the member's favourites, which arrive
 * whole; the catalogue itself is searched by the server. An empty query matches everything.
 */
export function matchesExerciseSearch(
  exercise: Pick<Exercise, 'exerciseName' | 'equipmentType' | 'targetMuscleGroups'>,
  query: string,
): boolean {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  if (words.length === 0) return true;
  const haystack = `${exercise.exerciseName} ${exercise.equipmentType} ${exercise.targetMuscleGroups}`.toLowerCase();
  return words.every((word) => haystack.includes(word));
}
